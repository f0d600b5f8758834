import {
  type NewThemeEvent,
  type SqlExecutor,
  type SqlParams,
  sqlJson,
  type ThemeEventFilter,
  type ThemeEventRecord,
  type ThemeEventsRepository,
} from '@kinwell/core';

interface ThemeEventRow {
  id: string | number;
  user_id: string;
  theme_id: string;
  session_id: string | null;
  screen_id: string | null;
  event_type: string;
  occurred_at: Date;
  payload: Record<string, unknown>;
}

const COLUMNS = 'id, user_id, theme_id, session_id, screen_id, event_type, occurred_at, payload';

const toRecord = (row: ThemeEventRow): ThemeEventRecord => ({
  id: String(row.id),
  userId: row.user_id,
  themeId: row.theme_id,
  sessionId: row.session_id,
  screenId: row.screen_id,
  type: row.event_type,
  occurredAt: row.occurred_at.toISOString(),
  payload: row.payload,
});

export class SqlThemeEventsRepository implements ThemeEventsRepository {
  constructor(private readonly db: SqlExecutor) {}

  async add(event: NewThemeEvent): Promise<ThemeEventRecord> {
    const { rows } = await this.db.query<ThemeEventRow>(
      `INSERT INTO theme_events (user_id, theme_id, session_id, screen_id, event_type, occurred_at, payload)
       VALUES (:userId, :themeId, :sessionId, :screenId, :type, :occurredAt, :payload)
       RETURNING ${COLUMNS}`,
      {
        userId: event.userId,
        themeId: event.themeId,
        sessionId: event.sessionId,
        screenId: event.screenId,
        type: event.type,
        occurredAt: new Date(event.occurredAt),
        payload: sqlJson(event.payload),
      },
    );
    const [row] = rows;
    if (!row) throw new Error('INSERT … RETURNING answered no row');
    return toRecord(row);
  }

  async listForUser(userId: string): Promise<ThemeEventRecord[]> {
    const { rows } = await this.db.query<ThemeEventRow>(
      `SELECT ${COLUMNS} FROM theme_events WHERE user_id = :userId ORDER BY occurred_at, id`,
      { userId },
    );
    return rows.map(toRecord);
  }

  async deleteForUser(userId: string): Promise<void> {
    await this.db.query('DELETE FROM theme_events WHERE user_id = :userId', { userId });
  }

  async find(filter: ThemeEventFilter): Promise<ThemeEventRecord[]> {
    const conditions = ['user_id = :userId'];
    const params: Record<string, SqlParams[string]> = { userId: filter.userId, limit: filter.limit };
    const optional = [
      ['themeId', 'theme_id = :themeId'],
      ['sessionId', 'session_id = :sessionId'],
      ['screenId', 'screen_id = :screenId'],
      ['type', 'event_type = :type'],
    ] as const;
    for (const [field, condition] of optional) {
      const value = filter[field];
      if (value !== undefined) {
        conditions.push(condition);
        params[field] = value;
      }
    }
    if (filter.since) {
      conditions.push('occurred_at >= :since');
      params.since = new Date(filter.since);
    }
    if (filter.until) {
      conditions.push('occurred_at < :until');
      params.until = new Date(filter.until);
    }
    const { rows } = await this.db.query<ThemeEventRow>(
      `SELECT ${COLUMNS} FROM theme_events
       WHERE ${conditions.join(' AND ')}
       ORDER BY occurred_at DESC, id DESC
       LIMIT :limit`,
      params,
    );
    return rows.map(toRecord);
  }
}
