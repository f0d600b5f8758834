import type { ProgressRows, ProgressStore, SqlExecutor, StoredNote } from '@kinwell/core';

// PGlite hands back Dates, the Data API strings: days are read as text, instants normalised here.
const iso = (value: Date | string) => new Date(value).toISOString();

interface NoteRow {
  id: string;
  kind: StoredNote['kind'];
  text: string;
  theme_id: string;
  created_at: Date | string;
}
const toNote = (row: NoteRow): StoredNote => ({
  id: row.id,
  kind: row.kind,
  text: row.text,
  themeId: row.theme_id,
  at: iso(row.created_at),
});

/** Progress reads (the summary tables the event writes keep current) and the member's private notes, in SQL. */
export class SqlProgressStore implements ProgressStore {
  constructor(private readonly db: SqlExecutor) {}

  async read(userId: string, range: { fromDay: string; toDay: string }): Promise<ProgressRows> {
    const params = { userId, fromDay: range.fromDay, toDay: range.toDay };
    const [days, active, moods, themes, reflections] = await Promise.all([
      this.db.query<{ day: string; seconds: number | string }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, seconds FROM progress_days
         WHERE user_id = :userId AND day BETWEEN CAST(:fromDay AS date) AND CAST(:toDay AS date) ORDER BY day`,
        params,
      ),
      this.activeDays(userId),
      this.db.query<{ at: Date | string; mood: number | string }>(
        `SELECT at, mood FROM progress_moods
         WHERE user_id = :userId AND day BETWEEN CAST(:fromDay AS date) AND CAST(:toDay AS date)
         ORDER BY at LIMIT 1000`,
        params,
      ),
      this.themes(userId),
      this.reflections(userId, 3),
    ]);
    return {
      days: days.rows.map((row) => ({ day: row.day, seconds: Number(row.seconds) })),
      activeDays: active,
      moods: moods.rows.map((row) => ({ at: iso(row.at), mood: Number(row.mood) })),
      themes,
      reflections: reflections.map(({ id, text, at, themeId }) => ({ id, text, at, themeId })),
    };
  }

  async reflections(userId: string, limit: number): Promise<StoredNote[]> {
    const { rows } = await this.db.query<NoteRow>(
      `SELECT id, kind, text, theme_id, created_at FROM private_notes
       WHERE user_id = :userId AND kind = 'reflection' ORDER BY created_at DESC, id LIMIT :limit`,
      { userId, limit },
    );
    return rows.map(toNote);
  }

  async deleteNote(userId: string, noteId: string): Promise<boolean> {
    const { rows } = await this.db.query<{ id: string }>(
      'DELETE FROM private_notes WHERE id = :noteId AND user_id = :userId RETURNING id',
      { userId, noteId },
    );
    return rows.length > 0;
  }

  async listForUser(userId: string): Promise<{ rows: ProgressRows; notes: StoredNote[] }> {
    const [days, active, moods, themes, notes] = await Promise.all([
      this.db.query<{ day: string; seconds: number | string }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, seconds FROM progress_days WHERE user_id = :userId ORDER BY day`,
        { userId },
      ),
      this.activeDays(userId),
      this.db.query<{ at: Date | string; mood: number | string }>(
        'SELECT at, mood FROM progress_moods WHERE user_id = :userId ORDER BY at',
        { userId },
      ),
      this.themes(userId),
      this.db.query<NoteRow>(
        'SELECT id, kind, text, theme_id, created_at FROM private_notes WHERE user_id = :userId ORDER BY created_at',
        { userId },
      ),
    ]);
    return {
      rows: {
        days: days.rows.map((row) => ({ day: row.day, seconds: Number(row.seconds) })),
        activeDays: active,
        moods: moods.rows.map((row) => ({ at: iso(row.at), mood: Number(row.mood) })),
        themes,
        reflections: [],
      },
      notes: notes.rows.map(toNote),
    };
  }

  async deleteForUser(userId: string): Promise<void> {
    for (const table of ['progress_days', 'progress_themes', 'progress_moods', 'private_notes']) {
      await this.db.query(`DELETE FROM ${table} WHERE user_id = :userId`, { userId });
    }
  }

  private async activeDays(userId: string): Promise<string[]> {
    const { rows } = await this.db.query<{ day: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM progress_days
       WHERE user_id = :userId AND (screens > 0 OR sessions_completed > 0) ORDER BY day`,
      { userId },
    );
    return rows.map((row) => row.day);
  }

  private async themes(userId: string): Promise<ProgressRows['themes'][number][]> {
    const { rows } = await this.db.query<{
      theme_id: string;
      completed_sessions: string[] | string;
      last_session_id: string | null;
      last_screen_id: string | null;
      updated_at: Date | string;
    }>(
      `SELECT theme_id, completed_sessions, last_session_id, last_screen_id, updated_at FROM progress_themes
       WHERE user_id = :userId ORDER BY updated_at DESC`,
      { userId },
    );
    return rows.map((row) => ({
      themeId: row.theme_id,
      completedSessionIds:
        typeof row.completed_sessions === 'string' ? JSON.parse(row.completed_sessions) : row.completed_sessions,
      lastSessionId: row.last_session_id,
      lastScreenId: row.last_screen_id,
      updatedAt: iso(row.updated_at),
    }));
  }
}
