import { addDays } from '../progress/progress-period';
import { isoWeekday, minutesOfTime, wallClockToInstant } from './wall-clock';

/** Hours an expert works every week, on their own clock: `weekday` 1 is Monday; `end` may be `24:00`. */
export interface WeeklyHours {
  weekday: number;
  start: string;
  end: string;
}

/** One-off hours on one day of the expert's calendar, beside (or instead of, on a day off) the weekly ones. */
export interface ExtraHours {
  day: string;
  start: string;
  end: string;
}

/**
 * When an expert can be booked, all in their own time zone: the hours they hold every week, the days they are off
 * (the weekly hours of that day do not apply) and one-off extra hours. Extra hours on a day off still apply: they
 * are the later, more precise word ("off on Friday, but 14:00–16:00 that day").
 */
export interface ExpertAvailability {
  timeZone: string;
  weekly: readonly WeeklyHours[];
  daysOff: readonly string[];
  extra: readonly ExtraHours[];
}

/** A span of time, start included, end excluded. */
export interface Interval {
  start: Date;
  end: Date;
}

/** The hours `availability` names for one day of the expert's calendar, as they are written. */
function hoursOf(availability: ExpertAvailability, day: string): { start: string; end: string }[] {
  const weekday = isoWeekday(day);
  const weekly = availability.daysOff.includes(day)
    ? []
    : availability.weekly.filter((hours) => hours.weekday === weekday);
  return [...weekly, ...availability.extra.filter((hours) => hours.day === day)];
}

/** Overlapping or touching intervals joined into one, earliest first. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start.getTime() <= last.end.getTime()) {
      if (interval.end.getTime() > last.end.getTime()) last.end = interval.end;
    } else {
      merged.push({ start: interval.start, end: interval.end });
    }
  }
  return merged;
}

/**
 * The spans an expert can be booked in that reach into `from`–`to`, whole (not cut at the range's ends, so slots
 * keep their place on the expert's hour grid whatever the range). Each day's hours are read on the expert's clock
 * and turned into instants on that day, so 09:00–17:00 stays 09:00–17:00 for them across a daylight-saving change
 * (and lasts 7 or 9 real hours on the night the clock moves through it).
 */
export function availableIntervals(availability: ExpertAvailability, range: { from: Date; to: Date }): Interval[] {
  const { timeZone } = availability;
  // A zone is at most 14 hours from UTC: a day either side of the range's UTC days covers every local day in it.
  const firstDay = addDays(range.from.toISOString().slice(0, 10), -1);
  const lastDay = addDays(range.to.toISOString().slice(0, 10), 1);
  const intervals: Interval[] = [];
  for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) {
    for (const hours of hoursOf(availability, day)) {
      const start = wallClockToInstant(day, minutesOfTime(hours.start), timeZone);
      const end = wallClockToInstant(day, minutesOfTime(hours.end), timeZone);
      if (start < end && end > range.from && start < range.to) intervals.push({ start, end });
    }
  }
  return mergeIntervals(intervals);
}
