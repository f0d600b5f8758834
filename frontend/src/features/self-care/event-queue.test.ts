import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { EventQueue, type QueuedEvent } from './event-queue';

class MemoryStorage {
  values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, value);
  removeItem = (key: string) => void this.values.delete(key);
}

/** A server that records each id once, and can be down (or lose its answers after storing). */
function fakeServer() {
  const recorded = new Map<string, number>();
  let state: 'up' | 'down' | 'answers-lost' = 'up';
  const send = vi.fn(async ({ id }: QueuedEvent) => {
    if (state === 'down') throw new TypeError('Failed to fetch');
    recorded.set(id, (recorded.get(id) ?? 0) + 1);
    if (state === 'answers-lost') throw new TypeError('Network connection lost');
  });
  return {
    send,
    recorded,
    /** Events stored once each, however often they were sent. */
    distinct: () => recorded.size,
    set: (next: typeof state) => {
      state = next;
    },
  };
}

const options = (server: ReturnType<typeof fakeServer>, storage = new MemoryStorage()) => ({
  send: server.send,
  storage,
  storageKey: 'events:sub-1',
  retryDelaysMs: [10_000],
});

afterEach(() => {
  vi.useRealTimers();
});

describe('EventQueue', () => {
  it('records all 500 events made while the server is down, each once, when it is back', async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    const queue = new EventQueue(options(server));
    const target = new EventTarget() as unknown as Window;
    queue.listen(target);
    server.set('down');
    for (let index = 0; index < 500; index++) queue.enqueue({ type: 'screen_viewed', index });
    await queue.flush();
    expect(queue.size).toBe(500);
    expect(server.distinct()).toBe(0);

    // Back, but the first answers are lost after the server stored the event: the retry must not count twice.
    server.set('answers-lost');
    await vi.advanceTimersByTimeAsync(10_000);
    server.set('up');
    target.dispatchEvent(new Event('online'));
    await queue.flush();
    expect(queue.size).toBe(0);
    expect(server.distinct()).toBe(500);
    // The server saw some ids twice (answers lost); what it records is once per id, which the API guarantees.
    expect([...server.recorded.values()].some((times) => times > 1)).toBe(true);
  });

  it('keeps events across a reload, in order', async () => {
    const server = fakeServer();
    const storage = new MemoryStorage();
    server.set('down');
    const before = new EventQueue(options(server, storage));
    const first = before.enqueue({ type: 'a' });
    const second = before.enqueue({ type: 'b' });
    await before.flush();

    server.set('up');
    const after = new EventQueue(options(server, storage));
    expect(after.size).toBe(2);
    await after.flush();
    expect(server.send.mock.calls.map(([event]) => event.id).slice(-2)).toEqual([first.id, second.id]);
    expect(storage.values.size).toBe(0);
  });

  it('drops an event the server refuses for good, so it cannot block the others', async () => {
    const storage = new MemoryStorage();
    const send = vi.fn(async (event: QueuedEvent) => {
      if (event.body.type === 'bad') throw new ApiError(400, 'Invalid request', undefined, 'common.invalidRequest');
    });
    const queue = new EventQueue({ send, storage, storageKey: 'k' });
    queue.enqueue({ type: 'bad' });
    queue.enqueue({ type: 'good' });
    await queue.flush();
    await queue.flush();
    expect(queue.size).toBe(0);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps an event the server could not take now (429, 401, 5xx) for a later try', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(429, 'Too many requests', undefined, 'common.tooManyRequests');
    });
    const queue = new EventQueue({ send, storage: new MemoryStorage(), storageKey: 'k', retryDelaysMs: [60_000] });
    queue.enqueue({ type: 'a' });
    await queue.flush();
    expect(queue.size).toBe(1);
  });
});
