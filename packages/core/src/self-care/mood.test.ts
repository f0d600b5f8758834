import { describe, expect, it } from 'vitest';
import { moodOfScore, moodScore } from './mood';

describe('moods', () => {
  it('scores struggling 1 to great 5, and reads a score back', () => {
    expect(moodScore('struggling')).toBe(1);
    expect(moodScore('okay')).toBe(3);
    expect(moodScore('great')).toBe(5);
    expect(moodOfScore(4)).toBe('good');
    expect(moodOfScore(0)).toBeUndefined();
    expect(moodOfScore(2.5)).toBeUndefined();
  });
});
