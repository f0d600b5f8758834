import { describe, expect, it } from 'vitest';
import { nameProblem } from './person-name';

describe('person names (spec §5)', () => {
  it('requires both names, in the spec words', () => {
    expect(nameProblem('', 'first')).toBe('First name is required');
    expect(nameProblem('   ', 'last')).toBe('Last name is required');
  });

  it.each(['Ana', "O'Brien", 'Jean-Luc', 'Zoë', 'José', 'Łukasz', 'محمد', 'さくら', 'Ng', 'O’Neil'])(
    'accepts %s',
    (name) => {
      expect(nameProblem(name, 'first')).toBeUndefined();
      expect(nameProblem(`  ${name} `, 'last')).toBeUndefined();
    },
  );

  it.each(['A', 'x'.repeat(51), 'Ana Maria', 'R2D2', 'ana@home', 'Ana.'])('refuses %j', (name) => {
    expect(nameProblem(name, 'first')).toBe(
      'First name should be 2-50 characters and contain only letters, apostrophes and hyphens',
    );
    expect(nameProblem(name, 'last')).toBe(
      'Last name should be 2-50 characters and contain only letters, apostrophes and hyphens',
    );
  });

  it('counts characters, not UTF-16 units, and allows exactly 2 and 50', () => {
    expect(nameProblem('x'.repeat(50), 'first')).toBeUndefined();
    expect(nameProblem('Jo', 'first')).toBeUndefined();
    expect(nameProblem('𠀋𠀋', 'first')).toBeUndefined();
  });
});
