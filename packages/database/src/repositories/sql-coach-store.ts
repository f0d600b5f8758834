import { type CoachMessage, type CoachStore, type SqlExecutor, sqlJson } from '@kinwell/core';

interface Row {
  id: string;
  role: CoachMessage['role'];
  kind: CoachMessage['kind'];
  text: string;
  details: Pick<CoachMessage, 'sessions' | 'categories'> | string | null;
  created_at: Date | string;
}

const COLUMNS = 'id, role, kind, text, details, created_at';

function messageOf(row: Row): CoachMessage {
  // PGlite hands back JSON as objects, the Data API as text.
  const details = typeof row.details === 'string' ? JSON.parse(row.details) : (row.details ?? {});
  return {
    id: row.id,
    role: row.role,
    kind: row.kind,
    text: row.text,
    ...(details.sessions ? { sessions: details.sessions } : {}),
    ...(details.categories ? { categories: details.categories } : {}),
    createdAt: new Date(row.created_at),
  };
}

/** The coach conversation in SQL (migration 009-coach); every statement is scoped to the member. */
export class SqlCoachStore implements CoachStore {
  constructor(private readonly db: SqlExecutor) {}

  async append(memberId: string, message: CoachMessage): Promise<void> {
    const details =
      message.sessions || message.categories
        ? sqlJson({
            ...(message.sessions ? { sessions: message.sessions } : {}),
            ...(message.categories ? { categories: message.categories } : {}),
          })
        : null;
    await this.db.query(
      `INSERT INTO coach_messages (id, member_id, role, kind, text, details, created_at)
       VALUES (:id, :memberId, :role, :kind, :text, :details, :createdAt)`,
      {
        id: message.id,
        memberId,
        role: message.role,
        kind: message.kind,
        text: message.text,
        details,
        createdAt: message.createdAt,
      },
    );
  }

  async list(memberId: string, { before, limit }: { before?: Date | undefined; limit: number }) {
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM coach_messages
       WHERE member_id = :memberId ${before ? 'AND created_at < :before' : ''}
       ORDER BY created_at DESC, seq DESC LIMIT :limit`,
      before ? { memberId, before, limit } : { memberId, limit },
    );
    return rows.map(messageOf);
  }

  async listForMember(memberId: string) {
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM coach_messages WHERE member_id = :memberId ORDER BY created_at, seq`,
      { memberId },
    );
    return rows.map(messageOf);
  }

  async deleteForMember(memberId: string): Promise<void> {
    await this.db.query('DELETE FROM coach_messages WHERE member_id = :memberId', { memberId });
  }
}
