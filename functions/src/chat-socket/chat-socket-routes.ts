import { CHAT_CONNECTION_TTL_MS, type ChatSocketStore, partyOfTicket } from '@kinwell/core';

/** The part of API Gateway's WebSocket event the socket Lambda reads ($connect carries the query string). */
export interface ChatSocketEvent {
  requestContext: { routeKey: string; connectionId: string };
  queryStringParameters?: Record<string, string | undefined> | null;
}

export interface ChatSocketDeps {
  sockets: Pick<ChatSocketStore, 'burnTicket' | 'addConnection' | 'removeConnection'>;
  now(): Date;
}

/**
 * The chat socket's three routes in AWS (an API Gateway WebSocket API): `$connect` burns the ticket (single use, a
 * minute) and records the connection for its party, so the chat Lambda can push to it; anything else is refused
 * (401) before a socket opens. `$disconnect` forgets it. `$default` (a page's `ping`) answers `pong`.
 */
export function createChatSocketHandler(deps: ChatSocketDeps) {
  return async (event: ChatSocketEvent): Promise<{ statusCode: number; body?: string }> => {
    const { routeKey, connectionId } = event.requestContext;
    if (routeKey === '$connect') {
      const party = await partyOfTicket(deps, event.queryStringParameters?.ticket);
      if (!party) return { statusCode: 401 };
      const now = deps.now();
      await deps.sockets.addConnection(connectionId, party, now, new Date(now.getTime() + CHAT_CONNECTION_TTL_MS));
      return { statusCode: 200 };
    }
    if (routeKey === '$disconnect') {
      await deps.sockets.removeConnection(connectionId);
      return { statusCode: 200 };
    }
    return { statusCode: 200, body: '{"type":"pong"}' };
  };
}
