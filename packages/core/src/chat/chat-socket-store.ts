/**
 * Socket tickets and live connections (SQL, migration 010-chat). A browser cannot set headers on a WebSocket, so it
 * asks for a ticket over HTTP (with its session) and opens the socket with it: single use, short lived. In AWS each
 * open socket is a row (API Gateway's connection id), so any Lambda can push to a party; the local runtime keeps its
 * sockets in memory and uses only the tickets.
 */
export interface ChatSocketStore {
  saveTicket(ticket: string, partyKey: string, expiresAt: Date): Promise<void>;
  /** Burns a ticket: the party it was for, once, while it is fresh; undefined otherwise. */
  burnTicket(ticket: string, now: Date): Promise<string | undefined>;
  addConnection(connectionId: string, partyKey: string, at: Date, expiresAt: Date): Promise<void>;
  removeConnection(connectionId: string): Promise<void>;
  /** The party's connections that have not expired. */
  connectionsOf(partyKey: string, now: Date): Promise<string[]>;
}
