import { addDays } from './progress-period';

/**
 * The member's streak from the days they practised (ISO days, any order): `current` counts the run that ends today,
 * or yesterday when today has no practice yet (the day is not over); `longest` is the longest run ever.
 */
export function streakOf(activeDays: readonly string[], today: string): { current: number; longest: number } {
  const days = [...new Set(activeDays)].filter((day) => day <= today).sort();
  let longest = 0;
  let run = 0;
  let previous: string | undefined;
  for (const day of days) {
    run = previous !== undefined && addDays(previous, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const last = days.at(-1);
  const alive = last === today || last === addDays(today, -1);
  return { current: alive ? run : 0, longest };
}
