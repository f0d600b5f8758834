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
  add(event: NewThemeEvent): Promise<ThemeEventRecord>;
  /** The newest events first. */
  find(filter: ThemeEventFilter): Promise<ThemeEventRecord[]>;
  /** Every event of the user, oldest first, for their data export. */
  listForUser(userId: string): Promise<ThemeEventRecord[]>;
  /** Every event of the user, for an account deletion; none left is no error (a retried deletion). */
  deleteForUser(userId: string): Promise<void>;
}
