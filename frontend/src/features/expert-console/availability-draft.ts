import { minutesOfTime } from '@kinwell/core';
import type { AvailabilityInput, AvailabilityResponse } from './expert-console-api';

/**
 * The availability editor's working copy: hours per ISO weekday (1 Monday … 7 Sunday), days off, one-off extra hours,
 * all on the expert's own clock. Turned back into the PUT body in one place, sorted, so a save is stable.
 */
export interface TimeRange {
  start: string;
  end: string;
}
export interface ExtraRange extends TimeRange {
  day: string;
}
export interface AvailabilityDraft {
  weekly: Record<number, TimeRange[]>;
  daysOff: string[];
  extra: ExtraRange[];
}

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** What is wrong with a range, for the editor to say next to it. */
export type RangeProblem = 'ends-before-start' | 'overlaps';

export function draftOf(availability: AvailabilityResponse): AvailabilityDraft {
  const weekly: Record<number, TimeRange[]> = Object.fromEntries(WEEKDAYS.map((day) => [day, []]));
  for (const { weekday, start, end } of availability.weekly) weekly[weekday]?.push({ start, end });
  for (const day of WEEKDAYS) weekly[day]?.sort(byStart);
  return {
    weekly,
    daysOff: [...availability.daysOff].sort(),
    extra: availability.extra.map(({ day, start, end }) => ({ day, start, end })).sort(byDayThenStart),
  };
}

export function inputOf(draft: AvailabilityDraft): AvailabilityInput {
  return {
    weekly: WEEKDAYS.flatMap((weekday) =>
      [...(draft.weekly[weekday] ?? [])].sort(byStart).map(({ start, end }) => ({ weekday, start, end })),
    ),
    daysOff: [...new Set(draft.daysOff)].sort(),
    extra: [...draft.extra].sort(byDayThenStart).map(({ day, start, end }) => ({ day, start, end })),
  };
}

/** The range to add after a day's last one: the next hour, or a working day's 09:00–17:00 when the day is empty. */
export function nextRange(ranges: readonly TimeRange[]): TimeRange {
  const last = [...ranges].sort(byStart).at(-1);
  if (!last) return { start: '09:00', end: '17:00' };
  const start = Math.min(minutesOfTime(last.end), 23 * 60);
  return { start: clock(start), end: clock(Math.min(start + 60, 24 * 60)) };
}

/**
 * The problems of one day's ranges, by their index: a range must end after it starts, and ranges of one day must
 * not overlap (touching is fine: 09:00–12:00 then 12:00–17:00).
 */
export function rangeProblems(ranges: readonly TimeRange[]): Map<number, RangeProblem> {
  const problems = new Map<number, RangeProblem>();
  ranges.forEach((range, index) => {
    if (minutesOfTime(range.start) >= minutesOfTime(range.end)) problems.set(index, 'ends-before-start');
  });
  const backwards = new Set(problems.keys());
  ranges.forEach((range, index) => {
    if (backwards.has(index)) return;
    const overlaps = ranges.some(
      (other, otherIndex) =>
        otherIndex !== index &&
        !backwards.has(otherIndex) &&
        minutesOfTime(other.start) < minutesOfTime(range.end) &&
        minutesOfTime(range.start) < minutesOfTime(other.end),
    );
    if (overlaps) problems.set(index, 'overlaps');
  });
  return problems;
}

/** Whether the draft can be saved: every weekday's and every extra day's ranges are sound. */
export function draftIsValid(draft: AvailabilityDraft): boolean {
  const weeklySound = WEEKDAYS.every((day) => rangeProblems(draft.weekly[day] ?? []).size === 0);
  const extraDays = new Set(draft.extra.map((range) => range.day));
  const extraSound = [...extraDays].every(
    (day) => rangeProblems(draft.extra.filter((range) => range.day === day)).size === 0,
  );
  return weeklySound && extraSound && draft.extra.every((range) => range.day !== '');
}

/** Every half hour of a day, `00:00` to `24:00` (the end of the day): the editor's choices, on the slot grid. */
export const HALF_HOURS: readonly string[] = Array.from({ length: 49 }, (_, index) => clock(index * 30));

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const byStart = (a: TimeRange, b: TimeRange) => minutesOfTime(a.start) - minutesOfTime(b.start);
const byDayThenStart = (a: ExtraRange, b: ExtraRange) => a.day.localeCompare(b.day) || byStart(a, b);
