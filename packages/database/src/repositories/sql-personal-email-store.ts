import type { PersonalEmailRecord, PersonalEmailStore, SqlExecutor } from '@kinwell/core';

interface Row {
  email: string;
  confirmed_at: Date | string | null;
  code_hash: string | null;
  code_expires_at: Date | string | null;
  failed_attempts: number | string;
}

// PGlite hands back Dates, the Data API ISO strings.
const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

export class SqlPersonalEmailStore implements PersonalEmailStore {
  constructor(private readonly db: SqlExecutor) {}

  async find(memberSub: string): Promise<PersonalEmailRecord | undefined> {
    const { rows } = await this.db.query<Row>(
      `SELECT email, confirmed_at, code_hash, code_expires_at, failed_attempts
       FROM personal_emails WHERE member_sub = :memberSub`,
      { memberSub },
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      email: row.email,
      confirmedAt: dateOf(row.confirmed_at),
      codeHash: row.code_hash,
      codeExpiresAt: dateOf(row.code_expires_at),
      failedAttempts: Number(row.failed_attempts),
    };
  }

  async save(memberSub: string, record: PersonalEmailRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO personal_emails (member_sub, email, confirmed_at, code_hash, code_expires_at, failed_attempts, updated_at)
       VALUES (:memberSub, :email, :confirmedAt, :codeHash, :codeExpiresAt, :failedAttempts, now())
       ON CONFLICT (member_sub) DO UPDATE SET
         email = EXCLUDED.email,
         confirmed_at = EXCLUDED.confirmed_at,
         code_hash = EXCLUDED.code_hash,
         code_expires_at = EXCLUDED.code_expires_at,
         failed_attempts = EXCLUDED.failed_attempts,
         updated_at = now()`,
      {
        memberSub,
        email: record.email,
        confirmedAt: record.confirmedAt,
        codeHash: record.codeHash,
        codeExpiresAt: record.codeExpiresAt,
        failedAttempts: record.failedAttempts,
      },
    );
  }

  async recordFailedAttempt(memberSub: string): Promise<number> {
    const { rows } = await this.db.query<{ failed_attempts: number | string }>(
      `UPDATE personal_emails SET failed_attempts = failed_attempts + 1, updated_at = now()
       WHERE member_sub = :memberSub RETURNING failed_attempts`,
      { memberSub },
    );
    return Number(rows[0]?.failed_attempts ?? 0);
  }

  async delete(memberSub: string): Promise<void> {
    await this.db.query('DELETE FROM personal_emails WHERE member_sub = :memberSub', { memberSub });
  }
}
