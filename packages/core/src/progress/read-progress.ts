import { NotFoundError } from '../shared/errors';
import { dayIn, type ProgressPeriod, periodDays } from './progress-period';
import type { ProgressStore } from './progress-store';
import { buildProgressSummary, type ProgressSummary } from './progress-summary';

/** The caller's progress for a period ending today in their time zone. Always their own: the id is the token's. */
export async function readProgress(
  store: Pick<ProgressStore, 'read'>,
  userId: string,
  { period, timeZone }: { period: ProgressPeriod; timeZone: string },
  now: Date,
): Promise<ProgressSummary> {
  const today = dayIn(timeZone, now);
  const { from, to } = periodDays(period, today);
  return buildProgressSummary(await store.read(userId, { fromDay: from, toDay: to }), period, today);
}

export const progressMessages = {
  reflectionNotFound: 'This reflection was not found. It may have been deleted already.',
} as const;

/** Deletes one of the caller's reflections; someone else's id reads exactly like one that does not exist. */
export async function deleteReflection(store: ProgressStore, userId: string, noteId: string): Promise<void> {
  if (!(await store.deleteNote(userId, noteId))) throw new NotFoundError(progressMessages.reflectionNotFound);
}
