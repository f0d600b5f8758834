import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ChatConversationsResponse, type ChatMessage, chatKeys } from './chat-api';
import { ChatConnection, reconnectDelay } from './chat-connection';
import type { ChatThread } from './chat-thread';

const CONVERSATION = '7b0c3c1e-4a8f-4d47-9d3a-7d1d2f0c6a01';
const message = (seq: number): ChatMessage => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  conversationId: CONVERSATION,
  seq,
  clientMessageId: `10000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  from: 'expert',
  text: `message ${seq}`,
  createdAt: new Date(Date.UTC(2037, 5, 8, 8, seq)).toISOString(),
});
const summary = {
  id: CONVERSATION,
  counterpart: { id: 'lea-martin', name: 'Léa Martin' },
  unread: 0,
  receipt: { deliveredSeq: 0, readSeq: 0 },
  updatedAt: new Date(Date.UTC(2037, 5, 8)).toISOString(),
};

/** A socket the test drives: it opens, pushes frames and drops when told. */
class FakeSocket extends EventTarget {
  readyState: number = WebSocket.CONNECTING;
  sent: string[] = [];
  constructor(readonly url: string) {
    super();
  }
  open() {
    this.readyState = WebSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  push(event: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
  drop() {
    this.readyState = WebSocket.CLOSED;
    this.dispatchEvent(new Event('close'));
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.drop();
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reconnectDelay', () => {
  it('doubles from a second up to half a minute, spread a little', () => {
    expect(reconnectDelay(0, () => 0.5)).toBe(1000);
    expect(reconnectDelay(3, () => 0.5)).toBe(8000);
    expect(reconnectDelay(10, () => 0.5)).toBe(30_000);
    expect(reconnectDelay(0, () => 0)).toBe(800);
  });
});

describe('ChatConnection', () => {
  it('opens the socket with a ticket, applies pushes once, and catches up and reconnects when it drops', async () => {
    vi.useFakeTimers();
    const tickets: string[] = [];
    const reads: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        if (input === '/api/chat/socket-ticket') {
          tickets.push(input);
          return Response.json({
            ticket: `t${tickets.length}`,
            url: 'ws://localhost/chat',
            expiresAt: summary.updatedAt,
          });
        }
        reads.push(input);
        return Response.json({ conversation: summary, messages: [message(2), message(3)], hasOlder: false });
      }),
    );
    const queryClient = new QueryClient();
    const list: ChatConversationsResponse = { conversations: [{ ...summary }], experts: [], unread: 0 };
    queryClient.setQueryData(chatKeys.conversations(), list);
    queryClient.setQueryData<ChatThread>(chatKeys.thread(CONVERSATION), {
      conversation: summary,
      messages: [message(1)],
      hasOlder: false,
    });
    const sockets: FakeSocket[] = [];
    const connection = new ChatConnection({
      queryClient,
      reader: 'member',
      openSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
    });
    connection.start();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    expect(sockets[0]?.url).toBe('ws://localhost/chat?ticket=t1');
    sockets[0]?.open();

    sockets[0]?.push({ type: 'message', message: message(2) });
    sockets[0]?.push({ type: 'message', message: message(2) });
    sockets[0]?.push({ type: 'unread', unread: 4 });
    sockets[0]?.push({
      type: 'receipt',
      conversationId: CONVERSATION,
      side: 'expert',
      receipt: { deliveredSeq: 1, readSeq: 1 },
    });
    const thread = () => queryClient.getQueryData<ChatThread>(chatKeys.thread(CONVERSATION));
    expect(thread()?.messages.map((m) => m.seq)).toEqual([1, 2]);
    expect(thread()?.conversation.receipt).toEqual({ deliveredSeq: 1, readSeq: 1 });
    expect(queryClient.getQueryData<ChatConversationsResponse>(chatKeys.conversations())?.unread).toBe(4);

    // Dropped: a new ticket and socket after the first wait (up to 1.2 s).
    sockets[0]?.drop();
    await vi.advanceTimersByTimeAsync(1_200);
    await vi.waitFor(() => expect(sockets).toHaveLength(2));
    expect(sockets[1]?.url).toBe('ws://localhost/chat?ticket=t2');
    connection.stop();
  });

  it('polls while no socket can be held', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const connection = new ChatConnection({ queryClient, reader: 'member', pollIntervalMs: 1_000 });
    connection.start();
    await vi.advanceTimersByTimeAsync(3_100);
    expect(invalidate.mock.calls.length).toBeGreaterThanOrEqual(3);
    connection.stop();
  });
});
