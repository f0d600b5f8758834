import type { ChatDeps } from './chat-deps';
import { type ChatParty, chatPartyKey } from './chat-party';

/** A socket ticket lives this long: enough to open the socket right after asking, too short to be worth stealing. */
export const CHAT_SOCKET_TICKET_TTL_MS = 60_000;

/**
 * How long a connection record is trusted without a disconnect: API Gateway closes a WebSocket after two hours at
 * most, so a record whose $disconnect never came stops counting then.
 */
export const CHAT_CONNECTION_TTL_MS = 2 * 60 * 60_000;

/** A single-use ticket for the caller's live socket (browsers cannot set headers on a WebSocket). */
export async function issueChatSocketTicket(
  deps: Pick<ChatDeps, 'sockets' | 'now' | 'newTicket'>,
  party: ChatParty,
): Promise<{ ticket: string; expiresAt: string }> {
  const ticket = deps.newTicket();
  const expiresAt = new Date(deps.now().getTime() + CHAT_SOCKET_TICKET_TTL_MS);
  await deps.sockets.saveTicket(ticket, chatPartyKey(party), expiresAt);
  return { ticket, expiresAt: expiresAt.toISOString() };
}

/** Opens a socket with a ticket: the party it belongs to (the ticket is burnt), or undefined for a bad or stale one. */
export const partyOfTicket = (
  deps: Pick<ChatDeps, 'sockets' | 'now'>,
  ticket: string | undefined | null,
): Promise<string | undefined> => (ticket ? deps.sockets.burnTicket(ticket, deps.now()) : Promise.resolve(undefined));
