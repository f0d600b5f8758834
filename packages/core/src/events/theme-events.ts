import type { EventProjection } from '../progress/progress-store';

/** An analytics event of a theme, as stored. Times are ISO-8601 strings at the edges. */
export interface ThemeEventRecord {
  id: string;
  userId: string;
  themeId: string;
  sessionId: string | null;
  screenId: string | null;
  type: string;
  occurredAt: string;
  payload: Record<string, unknown>;
}

export type NewThemeEvent = Omit<ThemeEventRecord, 'id'>;

export interface ThemeEventFilter {
  userId: string;
  themeId?: string;
  sessionId?: string;
  screenId?: string;
  type?: string;
  since?: string;
  until?: string;
  limit: number;
}

/** Where theme events live: the SQL database (Aurora in AWS, PGlite locally). */
export interface ThemeEventsRepository {
  /**
   * Stores an event and its progress projection in one transaction. With a client id already stored for the user,
   * nothing changes and the event stored then is answered (`created: false`): a retried send counts once.
   */
  add(event: NewThemeEvent, projection?: EventProjection): Promise<{ event: ThemeEventRecord; created: boolean }>;
  /** The newest events first. */
  find(filter: ThemeEventFilter): Promise<ThemeEventRecord[]>;
  /** Every event of the user, oldest first, for their data export. */
  listForUser(userId: string): Promise<ThemeEventRecord[]>;
  /** Every event of the user, for an account deletion; none left is no error (a retried deletion). */
  deleteForUser(userId: string): Promise<void>;
}
