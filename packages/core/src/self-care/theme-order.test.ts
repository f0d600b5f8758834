import { describe, expect, it } from 'vitest';
import { orderThemesForGoals } from './theme-order';

const themes = [
  { id: 'depression', goals: ['depression'] },
  { id: 'couples', goals: ['couple relationship'] },
  { id: 'burnout', goals: ['burnout', 'work productivity'] },
  { id: 'anxiety', goals: ['anxiety'] },
];

describe('orderThemesForGoals', () => {
  it('puts the themes of the member’s goals first, in the order of their goals', () => {
    expect(orderThemesForGoals(themes, ['anxiety', 'work productivity']).map((theme) => theme.id)).toEqual([
      'anxiety',
      'burnout',
      'depression',
      'couples',
    ]);
  });

  it('keeps the published order without goals', () => {
    expect(orderThemesForGoals(themes, []).map((theme) => theme.id)).toEqual([
      'depression',
      'couples',
      'burnout',
      'anxiety',
    ]);
  });
});
