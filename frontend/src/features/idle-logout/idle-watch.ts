/** Spec section 9: signed-in users are logged out after an hour without activity. */
export const IDLE_TIMEOUT_MS = 3_600_000;
/** Spec section 3: the last-activity time, shared by every tab of the browser. */
export const IDLE_STAMP_KEY = 'idleStamp';
/** Pointer and key activity is written at most this often (route changes always are). */
export const ACTIVITY_WRITE_INTERVAL_MS = 5_000;

export interface IdleWatchDeps {
  now(): number;
  /** localStorage in the browser: another tab's activity counts here too. */
  readStamp(): number | undefined;
  writeStamp(stamp: number): void;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
  onIdle(): void;
  timeoutMs?: number;
}

/** How long until the session is idle, from the newest activity of any tab. */
export function idleRemaining(lastActivity: number, now: number, timeoutMs = IDLE_TIMEOUT_MS): number {
  return Math.max(0, lastActivity + timeoutMs - now);
}

/**
 * Watches one tab while a user is signed in. Activity stamps the shared key; a single timer fires when the newest
 * stamp (of any tab) is an hour old, and re-arms itself when another tab was active meanwhile.
 */
export class IdleWatch {
  private timer: unknown;
  private lastWrite = Number.NEGATIVE_INFINITY;
  private running = false;

  constructor(private readonly deps: IdleWatchDeps) {}

  private get timeoutMs(): number {
    return this.deps.timeoutMs ?? IDLE_TIMEOUT_MS;
  }

  /** Starting (a sign-in, a restored session) counts as activity. */
  start(): void {
    this.running = true;
    this.activity({ force: true });
  }

  stop(): void {
    this.running = false;
    this.deps.clearTimer(this.timer);
    this.timer = undefined;
  }

  /** A pointer, key or route change in this tab. */
  activity({ force = false }: { force?: boolean } = {}): void {
    if (!this.running) return;
    const now = this.deps.now();
    if (!force && now - this.lastWrite < ACTIVITY_WRITE_INTERVAL_MS) return;
    this.lastWrite = now;
    this.deps.writeStamp(now);
    this.arm(now);
  }

  /** Another tab wrote the shared stamp. */
  stampChanged(): void {
    if (this.running) this.check();
  }

  private lastActivity(): number {
    return Math.max(this.deps.readStamp() ?? Number.NEGATIVE_INFINITY, this.lastWrite);
  }

  private arm(lastActivity: number): void {
    this.deps.clearTimer(this.timer);
    const wait = idleRemaining(lastActivity, this.deps.now(), this.timeoutMs);
    this.timer = this.deps.setTimer(() => this.check(), wait);
  }

  private check(): void {
    if (!this.running) return;
    const last = this.lastActivity();
    if (idleRemaining(last, this.deps.now(), this.timeoutMs) > 0) {
      this.arm(last);
      return;
    }
    this.stop();
    this.deps.onIdle();
  }
}
