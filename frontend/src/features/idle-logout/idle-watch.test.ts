import { describe, expect, it } from 'vitest';
import { IDLE_TIMEOUT_MS, IdleWatch } from './idle-watch';

/** A fake clock with timers, and one shared storage for several tabs. */
function world() {
  let now = 1_000_000;
  let stamp: number | undefined;
  let timers: { at: number; callback: () => void; id: number }[] = [];
  let nextId = 1;
  const tab = (onIdle: () => void) =>
    new IdleWatch({
      now: () => now,
      readStamp: () => stamp,
      writeStamp: (value) => {
        stamp = value;
      },
      setTimer: (callback, ms) => {
        const id = nextId++;
        timers.push({ at: now + ms, callback, id });
        return id;
      },
      clearTimer: (id) => {
        timers = timers.filter((timer) => timer.id !== id);
      },
      onIdle,
    });
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((timer) => timer !== due);
      now = due.at;
      due.callback();
    }
    now = end;
  };
  return { tab, advance };
}

describe('idle logout', () => {
  it('fires after an hour without activity, not before', () => {
    const { tab, advance } = world();
    let idle = 0;
    tab(() => idle++).start();
    advance(IDLE_TIMEOUT_MS - 1);
    expect(idle).toBe(0);
    advance(1);
    expect(idle).toBe(1);
  });

  it('counts activity, and another tab’s activity, as keeping the session alive', () => {
    const { tab, advance } = world();
    let idleA = 0;
    let idleB = 0;
    const a = tab(() => idleA++);
    const b = tab(() => idleB++);
    a.start();
    b.start();
    advance(50 * 60_000);
    a.activity();
    advance(50 * 60_000);
    expect([idleA, idleB]).toEqual([0, 0]);
    advance(10 * 60_000);
    expect([idleA, idleB]).toEqual([1, 1]);
  });

  it('stops watching when stopped (signed out)', () => {
    const { tab, advance } = world();
    let idle = 0;
    const watch = tab(() => idle++);
    watch.start();
    watch.stop();
    advance(2 * IDLE_TIMEOUT_MS);
    expect(idle).toBe(0);
  });
});
