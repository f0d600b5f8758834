import { describe, expect, it } from 'vitest';
import { ageFromParts, ageOn, birthDateOf, birthDateProblem, isoBirthDate } from './birth-date';

const today = { year: 2026, month: 5, day: 20 };
const parts = (birthYear: string, birthMonth: string, birthDay: string) => ({ birthYear, birthMonth, birthDay });

describe('dates of birth', () => {
  it('computes whole years on a given day', () => {
    expect(ageOn({ year: 1991, month: 5, day: 20 }, today)).toBe(35);
    expect(ageOn({ year: 1991, month: 5, day: 21 }, today)).toBe(34);
    expect(ageOn({ year: 2013, month: 5, day: 20 }, today)).toBe(13);
    expect(ageOn({ year: 2013, month: 12, day: 1 }, today)).toBe(12);
  });

  it('gives a 29 February birthday on 1 March in common years', () => {
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 })).toBe(18);
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2028, month: 2, day: 29 })).toBe(20);
  });

  it('requires the full date, a real calendar date, not in the future', () => {
    expect(birthDateProblem(parts('', '5', '1'), today)).toBe('Date of birth is required');
    expect(birthDateProblem(parts('1990', '', '1'), today)).toBe('Date of birth is required');
    expect(birthDateProblem(parts('1990', '4', '31'), today)).toBe('Please enter a real date of birth');
    expect(birthDateProblem(parts('2023', '2', '29'), today)).toBe('Please enter a real date of birth');
    expect(birthDateProblem(parts('2024', '2', '29'), today)).toBeUndefined();
    expect(birthDateProblem(parts('2026', '5', '21'), today)).toBe('Date of birth cannot be in the future');
    expect(birthDateProblem(parts('2026', '5', '20'), today)).toBeUndefined();
  });

  it('writes YYYY-MM-DD for the CRM', () => {
    expect(isoBirthDate(parts('1991', '3', '7'))).toBe('1991-03-07');
    expect(isoBirthDate(parts('1991', '2', '30'))).toBeUndefined();
    expect(birthDateOf({ birthYear: 2011, birthMonth: 1, birthDay: 9 })).toEqual({ year: 2011, month: 1, day: 9 });
    expect(ageFromParts(parts('2011', 'x', '1'), today)).toBeUndefined();
  });
});
