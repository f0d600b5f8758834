import { randomUUID } from 'node:crypto';
import {
  type EventProjection,
  joinPracticeRun,
  type NewThemeEvent,
  type PracticeRun,
  type SqlDatabase,
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
  constructor(private readonly db: SqlDatabase) {}

  async add(
    event: NewThemeEvent,
    projection: EventProjection = { changes: [] },
  ): Promise<{ event: ThemeEventRecord; created: boolean }> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<ThemeEventRow>(
        `INSERT INTO theme_events (user_id, theme_id, session_id, screen_id, event_type, occurred_at, payload, client_id)
         VALUES (:userId, :themeId, :sessionId, :screenId, :type, :occurredAt, :payload, :clientId)
         ON CONFLICT (user_id, client_id) WHERE client_id IS NOT NULL DO NOTHING
         RETURNING ${COLUMNS}`,
        {
          userId: event.userId,
          themeId: event.themeId,
          sessionId: event.sessionId,
          screenId: event.screenId,
          type: event.type,
          occurredAt: new Date(event.occurredAt),
          payload: sqlJson(event.payload),
          clientId: projection.clientId ?? null,
        },
      );
      const [row] = rows;
      if (!row) {
        // Sent before: answer what was stored then, and change nothing.
        const stored = await tx.query<ThemeEventRow>(
          `SELECT ${COLUMNS} FROM theme_events WHERE user_id = :userId AND client_id = :clientId`,
          { userId: event.userId, clientId: projection.clientId ?? null },
        );
        const [first] = stored.rows;
        if (!first) throw new Error('An event conflicted on its client id yet cannot be read');
        return { event: toRecord(first), created: false };
      }
      await applyProjection(tx, event, row.id, projection);
      return { event: toRecord(row), created: true };
    });
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

/** Moves the member's summary by the event's changes, in the event's transaction. */
async function applyProjection(
  tx: SqlExecutor,
  event: NewThemeEvent,
  eventId: string | number,
  { changes, note }: EventProjection,
): Promise<void> {
  const userId = event.userId;
  for (const change of changes) {
    if (change.kind === 'practice') {
      await tx.query(
        `INSERT INTO progress_days (user_id, day, seconds, screens, sessions_completed)
         VALUES (:userId, CAST(:day AS date), :seconds, :screens, :sessionsCompleted)
         ON CONFLICT (user_id, day) DO UPDATE SET
           seconds = progress_days.seconds + EXCLUDED.seconds,
           screens = progress_days.screens + EXCLUDED.screens,
           sessions_completed = progress_days.sessions_completed + EXCLUDED.sessions_completed`,
        {
          userId,
          day: change.day,
          seconds: change.seconds,
          screens: change.screens,
          sessionsCompleted: change.sessionsCompleted,
        },
      );
      if (change.screens > 0 || change.sessionsCompleted > 0) await joinRun(tx, userId, change.day);
    } else if (change.kind === 'position') {
      // Events may arrive late (a queue emptying after a night offline): only a newer one moves the place.
      await tx.query(
        `INSERT INTO progress_themes (user_id, theme_id, last_session_id, last_screen_id, updated_at)
         VALUES (:userId, :themeId, :sessionId, :screenId, :at)
         ON CONFLICT (user_id, theme_id) DO UPDATE SET
           last_session_id = CASE WHEN EXCLUDED.updated_at >= progress_themes.updated_at
             THEN EXCLUDED.last_session_id ELSE progress_themes.last_session_id END,
           last_screen_id = CASE WHEN EXCLUDED.updated_at >= progress_themes.updated_at
             THEN EXCLUDED.last_screen_id ELSE progress_themes.last_screen_id END,
           updated_at = GREATEST(progress_themes.updated_at, EXCLUDED.updated_at)`,
        {
          userId,
          themeId: change.themeId,
          sessionId: change.sessionId,
          screenId: change.screenId,
          at: new Date(change.at),
        },
      );
    } else if (change.kind === 'sessionCompleted') {
      await tx.query(
        `INSERT INTO progress_themes (user_id, theme_id, completed_sessions, updated_at)
         VALUES (:userId, :themeId, jsonb_build_array(CAST(:sessionId AS text)), :at)
         ON CONFLICT (user_id, theme_id) DO UPDATE SET
           completed_sessions = CASE WHEN progress_themes.completed_sessions @> EXCLUDED.completed_sessions
             THEN progress_themes.completed_sessions
             ELSE progress_themes.completed_sessions || EXCLUDED.completed_sessions END,
           updated_at = GREATEST(progress_themes.updated_at, EXCLUDED.updated_at)`,
        { userId, themeId: change.themeId, sessionId: change.sessionId, at: new Date(change.at) },
      );
    } else {
      await tx.query(
        `INSERT INTO progress_moods (user_id, day, at, mood, moment)
         VALUES (:userId, CAST(:day AS date), :at, :mood, :moment)`,
        { userId, day: change.day, at: new Date(change.at), mood: change.mood, moment: change.moment },
      );
    }
  }
  if (note) {
    await tx.query(
      `INSERT INTO private_notes (id, user_id, kind, theme_id, session_id, screen_id, event_id, text, created_at)
       VALUES (:id, :userId, :kind, :themeId, :sessionId, :screenId, :eventId, :text, :at)`,
      {
        id: randomUUID(),
        userId,
        kind: note.kind,
        themeId: event.themeId,
        sessionId: event.sessionId,
        screenId: event.screenId,
        eventId: Number(eventId),
        text: note.text,
        at: new Date(event.occurredAt),
      },
    );
  }
}

/**
 * Makes `day` part of the member's practice runs (core's joinPracticeRun), in the event's transaction. The member's
 * lock keeps two of their events on neighbouring days from each making a run of its own.
 */
async function joinRun(tx: SqlExecutor, userId: string, day: string): Promise<void> {
  // Selected through a subquery: the lock function answers `void`, a type the Data API cannot hand back.
  await tx.query('SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtext(:lock))) AS lock', {
    lock: `progress_runs:${userId}`,
  });
  // Runs never overlap: only the two latest that start by the day after can hold or touch it (two index rows).
  const { rows } = await tx.query<{ first_day: string; last_day: string }>(
    `SELECT to_char(first_day, 'YYYY-MM-DD') AS first_day, to_char(last_day, 'YYYY-MM-DD') AS last_day
     FROM (SELECT first_day, last_day FROM progress_runs
           WHERE user_id = :userId AND first_day <= CAST(:day AS date) + 1
           ORDER BY first_day DESC LIMIT 2) AS near
     WHERE last_day >= CAST(:day AS date) - 1`,
    { userId, day },
  );
  const neighbours: PracticeRun[] = rows.map((row) => ({ firstDay: row.first_day, lastDay: row.last_day }));
  const change = joinPracticeRun(neighbours, day);
  if (!change) return;
  for (const run of change.remove) {
    await tx.query('DELETE FROM progress_runs WHERE user_id = :userId AND first_day = CAST(:firstDay AS date)', {
      userId,
      firstDay: run.firstDay,
    });
  }
  await tx.query(
    `INSERT INTO progress_runs (user_id, first_day, last_day)
     VALUES (:userId, CAST(:firstDay AS date), CAST(:lastDay AS date))`,
    { userId, ...change.add },
  );
}
