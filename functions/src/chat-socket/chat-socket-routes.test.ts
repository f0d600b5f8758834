import { MemoryChatSocketStore } from '@kinwell/core';
import { describe, expect, it } from 'vitest';
import { createChatSocketHandler } from './chat-socket-routes';

const NOW = new Date('2026-05-01T10:00:00Z');

describe('the chat socket Lambda', () => {
  it('opens a socket once per ticket, records its party, forgets it on disconnect, and answers pings', async () => {
    const sockets = new MemoryChatSocketStore();
    await sockets.saveTicket('good', 'member:ana', new Date(NOW.getTime() + 60_000));
    const handler = createChatSocketHandler({ sockets, now: () => NOW });
    const connect = (connectionId: string, ticket?: string) =>
      handler({
        requestContext: { routeKey: '$connect', connectionId },
        queryStringParameters: ticket ? { ticket } : null,
      });
    expect(await connect('c-1', 'good')).toEqual({ statusCode: 200 });
    expect(await sockets.connectionsOf('member:ana', NOW)).toEqual(['c-1']);
    expect(await connect('c-2', 'good')).toEqual({ statusCode: 401 });
    expect(await connect('c-3')).toEqual({ statusCode: 401 });
    expect(await handler({ requestContext: { routeKey: '$default', connectionId: 'c-1' } })).toEqual({
      statusCode: 200,
      body: '{"type":"pong"}',
    });
    await handler({ requestContext: { routeKey: '$disconnect', connectionId: 'c-1' } });
    expect(await sockets.connectionsOf('member:ana', NOW)).toEqual([]);
  });
});
