import type { ChatSocketStore, SqlExecutor } from '@kinwell/core';

/** Socket tickets and API Gateway's open connections in SQL (migration 010-chat). */
export class SqlChatSocketStore implements ChatSocketStore {
  constructor(private readonly db: SqlExecutor) {}

  async saveTicket(ticket: string, partyKey: string, expiresAt: Date): Promise<void> {
    await this.db.query(
      'INSERT INTO chat_socket_tickets (ticket, party, expires_at) VALUES (:ticket, :party, :expiresAt)',
      {
        ticket,
        party: partyKey,
        expiresAt,
      },
    );
  }

  async burnTicket(ticket: string, now: Date): Promise<string | undefined> {
    // One statement: two sockets opened with one ticket cannot both get it. Stale tickets go on the way.
    await this.db.query('DELETE FROM chat_socket_tickets WHERE expires_at <= :now', { now });
    const { rows } = await this.db.query<{ party: string }>(
      'DELETE FROM chat_socket_tickets WHERE ticket = :ticket AND expires_at > :now RETURNING party',
      { ticket, now },
    );
    return rows[0]?.party;
  }

  async addConnection(connectionId: string, partyKey: string, at: Date, expiresAt: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO chat_socket_connections (connection_id, party, created_at, expires_at)
       VALUES (:connectionId, :party, :at, :expiresAt)
       ON CONFLICT (connection_id) DO UPDATE SET party = EXCLUDED.party, expires_at = EXCLUDED.expires_at`,
      { connectionId, party: partyKey, at, expiresAt },
    );
  }

  async removeConnection(connectionId: string): Promise<void> {
    await this.db.query('DELETE FROM chat_socket_connections WHERE connection_id = :connectionId', { connectionId });
  }

  async connectionsOf(partyKey: string, now: Date): Promise<string[]> {
    const { rows } = await this.db.query<{ connection_id: string }>(
      'SELECT connection_id FROM chat_socket_connections WHERE party = :party AND expires_at > :now',
      { party: partyKey, now },
    );
    return rows.map((row) => row.connection_id);
  }
}
