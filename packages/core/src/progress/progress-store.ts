import type { PrivateNote, ProgressChange } from './progress-changes';
import type { ProgressRows } from './progress-summary';

/** A private note as its owner reads it. */
export interface StoredNote {
  id: string;
  kind: PrivateNote['kind'];
  text: string;
  themeId: string;
  at: string;
}

/**
 * The read side of progress (SQL in both runtimes): the summary the event writes keep current, and the member's
 * private notes. Writes happen with the event itself (ThemeEventsRepository.add), in one transaction.
 */
export interface ProgressStore {
  /** The rows of a period: `fromDay`–`toDay` are the member's own days. */
  read(userId: string, range: { fromDay: string; toDay: string }): Promise<ProgressRows>;
  /** The member's reflections, newest first. */
  reflections(userId: string, limit: number): Promise<StoredNote[]>;
  /** Deletes one of the member's notes; false when they have no note of that id. */
  deleteNote(userId: string, noteId: string): Promise<boolean>;
  /** Everything of the member: summary rows and notes (their data export). */
  listForUser(userId: string): Promise<{ rows: ProgressRows; notes: StoredNote[] }>;
  /** Erases the member's summary and notes (their account deletion); none left is no error. */
  deleteForUser(userId: string): Promise<void>;
}

/** What an event write adds to the summary, beside the event itself. */
export interface EventProjection {
  /** The client's id of the event: the same id twice records the event once. */
  clientId?: string | undefined;
  changes: readonly ProgressChange[];
  note?: PrivateNote | undefined;
}
