import type { PracticeRuns, ProgressRows, ProgressStore, SqlExecutor, StoredNote } from '@kinwell/core';

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

interface ThemeRow {
  theme_id: string;
  completed_sessions: string[] | string;
  last_session_id: string | null;
  last_screen_id: string | null;
  updated_at: Date | string;
}
const toTheme = (row: ThemeRow): ProgressRows['themes'][number] => ({
  themeId: row.theme_id,
  completedSessionIds:
    typeof row.completed_sessions === 'string' ? JSON.parse(row.completed_sessions) : row.completed_sessions,
  lastSessionId: row.last_session_id,
  lastScreenId: row.last_screen_id,
  updatedAt: iso(row.updated_at),
});

/** A JSON column: PGlite hands it back parsed, the Data API as text. */
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T;

/**
 * The streak's two rows, as plain columns (no JSON to build): the longest run, by the index on its length, and the
 * latest run begun by the period's last day (one that starts later is a device clock ahead of the member's day).
 */
const RUNS = `(SELECT days FROM progress_runs WHERE user_id = :userId ORDER BY days DESC LIMIT 1) AS longest_run,
        (SELECT to_char(first_day, 'YYYY-MM-DD') || ' ' || to_char(last_day, 'YYYY-MM-DD')
           FROM progress_runs WHERE user_id = :userId AND first_day <= CAST(:toDay AS date)
           ORDER BY first_day DESC LIMIT 1) AS latest_run`;

/** The columns of a period's read. */
type Column = 'days' | 'longest_run' | 'latest_run' | 'moods' | 'themes' | 'reflections';

/** The two columns of RUNS as core's PracticeRuns. */
const practiceRuns = (longest: unknown, latest: unknown): PracticeRuns => {
  const [firstDay, lastDay] = typeof latest === 'string' ? latest.split(' ') : [];
  return { longest: Number(longest ?? 0), ...(firstDay && lastDay ? { latest: { firstDay, lastDay } } : {}) };
};

/** Progress reads (the summary tables the event writes keep current) and the member's private notes, in SQL. */
export class SqlProgressStore implements ProgressStore {
  constructor(private readonly db: SqlExecutor) {}

  /**
   * One statement, one round trip: each part is a small indexed read of the member's summary rows, folded to JSON
   * by the database (a Lambda's Data API call costs more than the reads themselves).
   */
  async read(userId: string, range: { fromDay: string; toDay: string }): Promise<ProgressRows> {
    const { rows } = await this.db.query<Record<Column, unknown>>(
      `SELECT
        (SELECT coalesce(json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'seconds', seconds,
             'active', screens > 0 OR sessions_completed > 0) ORDER BY day), '[]')
           FROM progress_days
           WHERE user_id = :userId AND day BETWEEN CAST(:fromDay AS date) AND CAST(:toDay AS date)) AS days,
        ${RUNS},
        (SELECT coalesce(json_agg(json_build_object('at', at, 'mood', mood) ORDER BY at), '[]')
           FROM (SELECT at, mood FROM progress_moods
                 WHERE user_id = :userId AND day BETWEEN CAST(:fromDay AS date) AND CAST(:toDay AS date)
                 ORDER BY at LIMIT 1000) AS moods) AS moods,
        (SELECT coalesce(json_agg(json_build_object('theme_id', theme_id, 'completed_sessions', completed_sessions,
             'last_session_id', last_session_id, 'last_screen_id', last_screen_id, 'updated_at', updated_at)
             ORDER BY updated_at DESC), '[]')
           FROM progress_themes WHERE user_id = :userId) AS themes,
        (SELECT coalesce(json_agg(json_build_object('id', id, 'kind', kind, 'text', text, 'theme_id', theme_id,
             'created_at', created_at) ORDER BY created_at DESC, id), '[]')
           FROM (SELECT id, kind, text, theme_id, created_at FROM private_notes
                 WHERE user_id = :userId AND kind = 'reflection' ORDER BY created_at DESC, id LIMIT 3) AS notes) AS reflections`,
      { userId, fromDay: range.fromDay, toDay: range.toDay },
    );
    const row: Partial<Record<Column, unknown>> = rows[0] ?? {};
    const days = parsed<{ day: string; seconds: number; active: boolean }[]>(row.days);
    return {
      days: days.map((day) => ({ day: day.day, seconds: Number(day.seconds) })),
      activeDays: days.filter((day) => day.active).map((day) => day.day),
      runs: practiceRuns(row.longest_run, row.latest_run),
      moods: parsed<{ at: string; mood: number }[]>(row.moods).map((mood) => ({
        at: iso(mood.at),
        mood: Number(mood.mood),
      })),
      themes: parsed<ThemeRow[]>(row.themes).map(toTheme),
      reflections: parsed<NoteRow[]>(row.reflections).map((note) => {
        const { id, text, at, themeId } = toNote(note);
        return { id, text, at, themeId };
      }),
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
    const [days, active, runs, moods, themes, notes] = await Promise.all([
      this.db.query<{ day: string; seconds: number | string }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, seconds FROM progress_days WHERE user_id = :userId ORDER BY day`,
        { userId },
      ),
      this.activeDays(userId),
      this.db.query<{ longest_run: unknown; latest_run: unknown }>(`SELECT ${RUNS}`, { userId, toDay: '9999-12-31' }),
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
        runs: practiceRuns(runs.rows[0]?.longest_run, runs.rows[0]?.latest_run),
        moods: moods.rows.map((row) => ({ at: iso(row.at), mood: Number(row.mood) })),
        themes,
        reflections: [],
      },
      notes: notes.rows.map(toNote),
    };
  }

  async deleteForUser(userId: string): Promise<void> {
    for (const table of ['progress_days', 'progress_runs', 'progress_themes', 'progress_moods', 'private_notes']) {
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
    const { rows } = await this.db.query<ThemeRow>(
      `SELECT theme_id, completed_sessions, last_session_id, last_screen_id, updated_at FROM progress_themes
       WHERE user_id = :userId ORDER BY updated_at DESC`,
      { userId },
    );
    return rows.map(toTheme);
  }
}
