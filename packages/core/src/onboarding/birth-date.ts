import { onboardingMessages } from './onboarding-messages';

/** A date of birth as the screens collect it: three selects, each possibly still empty. */
export interface BirthDateParts {
  birthYear: string | number;
  birthMonth: string | number;
  birthDay: string | number;
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A calendar day, read in local time (people give their birthday as a local date). */
export function calendarDay(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

const toInt = (value: string | number): number | undefined => {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  return /^\d{1,4}$/.test(value.trim()) ? Number(value) : undefined;
};

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date when all three parts are given and form a real calendar date (no 31 April, no 29 February 2023). */
export function birthDateOf(parts: BirthDateParts): CalendarDate | undefined {
  const year = toInt(parts.birthYear);
  const month = toInt(parts.birthMonth);
  const day = toInt(parts.birthDay);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

const compare = (a: CalendarDate, b: CalendarDate) => a.year - b.year || a.month - b.month || a.day - b.day;

/** Whole years of age on `today`. Someone born on 29 February has their birthday on 1 March in other years. */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  let age = today.year - birth.year;
  const birthdayThisYear =
    birth.month === 2 && birth.day === 29 && daysInMonth(today.year, 2) === 28
      ? { month: 3, day: 1 }
      : { month: birth.month, day: birth.day };
  if (
    today.month < birthdayThisYear.month ||
    (today.month === birthdayThisYear.month && today.day < birthdayThisYear.day)
  ) {
    age -= 1;
  }
  return age;
}

const isBlank = (value: string | number) => String(value).trim() === '';

/**
 * Spec §5 "full date of birth required": the problem with a date of birth, or undefined. All three parts
 * must be given, form a real date, and not lie in the future.
 */
export function birthDateProblem(parts: BirthDateParts, today: CalendarDate): string | undefined {
  if (isBlank(parts.birthYear) || isBlank(parts.birthMonth) || isBlank(parts.birthDay)) {
    return onboardingMessages.birthDateRequired;
  }
  const birth = birthDateOf(parts);
  if (!birth) return onboardingMessages.birthDateInvalid;
  if (compare(birth, today) > 0) return onboardingMessages.birthDateInFuture;
  return undefined;
}

/** YYYY-MM-DD, as the CRM stores dates (spec §3), or undefined when the date is not complete and real. */
export function isoBirthDate(parts: BirthDateParts): string | undefined {
  const birth = birthDateOf(parts);
  if (!birth) return undefined;
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(birth.year, 4)}-${pad(birth.month, 2)}-${pad(birth.day, 2)}`;
}

/** The age on `today` of a complete, real date of birth; undefined otherwise. */
export function ageFromParts(parts: BirthDateParts, today: CalendarDate): number | undefined {
  const birth = birthDateOf(parts);
  return birth ? ageOn(birth, today) : undefined;
}
