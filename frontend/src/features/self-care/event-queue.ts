import { ApiError } from '../../lib/api-client';

export interface QueuedEvent {
  /** Made when the member acted; the server records an id once, so sending again is always safe. */
  id: string;
  body: Record<string, unknown>;
}

export interface EventQueueOptions {
  send: (event: QueuedEvent) => Promise<void>;
  /** Where the queue outlives the page (a reload, a closed tab): the browser's localStorage. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  storageKey: string;
  /** The waits between tries after a failure, growing up to the last. */
  retryDelaysMs?: readonly number[];
}

const DEFAULT_DELAYS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000];
/** A member does not act faster than this; anything above is a bug or a loop, and storage is not infinite. */
const MAX_QUEUED = 2_000;

/**
 * The member's self-care events on their way to the server: kept in order in storage, sent one after another, sent
 * again after a failure (with growing waits, and at once when the browser is back online or the page is shown
 * again), and dropped only once the server has them — or refused them for good (a 4xx other than 408/429).
 * Nothing here ever blocks or interrupts the member.
 */
export class EventQueue {
  private items: QueuedEvent[];
  private flushing: Promise<void> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;

  constructor(private readonly options: EventQueueOptions) {
    this.items = this.load();
  }

  get size(): number {
    return this.items.length;
  }

  enqueue(body: Record<string, unknown>): QueuedEvent {
    const event = { id: crypto.randomUUID(), body };
    this.items.push(event);
    if (this.items.length > MAX_QUEUED) this.items.splice(0, this.items.length - MAX_QUEUED);
    this.save();
    void this.flush();
    return event;
  }

  /** Sends what is queued; one flush at a time, resolving when the queue is empty or a send failed. */
  flush(): Promise<void> {
    this.flushing ??= this.drain().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  /** Sends again when the browser comes back online or the page is shown. Returns the stop function. */
  listen(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, page?: Document): () => void {
    const now = () => {
      this.failures = 0;
      void this.flush();
    };
    const shown = () => {
      if (page?.visibilityState === 'visible') now();
    };
    target.addEventListener('online', now);
    page?.addEventListener('visibilitychange', shown);
    return () => {
      target.removeEventListener('online', now);
      page?.removeEventListener('visibilitychange', shown);
      clearTimeout(this.retryTimer);
    };
  }

  private async drain(): Promise<void> {
    clearTimeout(this.retryTimer);
    while (this.items.length > 0) {
      const [next] = this.items as [QueuedEvent];
      try {
        await this.options.send(next);
      } catch (error) {
        if (!refusedForGood(error)) {
          this.scheduleRetry();
          return;
        }
        // Refused for good (a malformed event): keeping it would block every event after it.
      }
      this.items = this.items.filter((item) => item.id !== next.id);
      this.failures = 0;
      this.save();
    }
  }

  private scheduleRetry(): void {
    const delays = this.options.retryDelaysMs ?? DEFAULT_DELAYS;
    const delay = delays[Math.min(this.failures, delays.length - 1)] ?? 60_000;
    this.failures += 1;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.flush(), delay);
  }

  private load(): QueuedEvent[] {
    try {
      const stored = JSON.parse(this.options.storage.getItem(this.options.storageKey) ?? '[]');
      return Array.isArray(stored) ? stored.filter((item) => typeof item?.id === 'string' && item.body) : [];
    } catch {
      return [];
    }
  }

  private save(): void {
    try {
      if (this.items.length === 0) this.options.storage.removeItem(this.options.storageKey);
      else this.options.storage.setItem(this.options.storageKey, JSON.stringify(this.items));
    } catch {
      // Storage full or refused (private mode): the queue still works for this page's life.
    }
  }
}

function refusedForGood(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status)
  );
}
