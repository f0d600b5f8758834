import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { IDLE_STAMP_KEY, IdleWatch } from '../idle-watch';

interface IdleLogoutProps {
  /** Logs out, goes back to `/` and shows the inactivity toast (the root route composes these). */
  onIdle: () => void;
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

function readStamp(): number | undefined {
  try {
    const value = Number(localStorage.getItem(IDLE_STAMP_KEY));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spec section 4's idle logout, rendered while signed in: pointer, key and route-change activity in any tab (through the
 * shared `idleStamp`) keeps the session; an hour without any ends it. Timers and `Date.now` are the browser's,
 * so tests drive them with Playwright's clock.
 */
export function IdleLogout({ onIdle }: IdleLogoutProps) {
  const router = useRouter();
  const onIdleRef = useRef(onIdle);
  onIdleRef.current = onIdle;

  useEffect(() => {
    const watch = new IdleWatch({
      now: () => Date.now(),
      readStamp,
      writeStamp: (stamp) => {
        try {
          localStorage.setItem(IDLE_STAMP_KEY, String(stamp));
        } catch {
          // Storage disabled: this tab still watches its own activity.
        }
      },
      setTimer: (callback, ms) => window.setTimeout(callback, ms),
      clearTimer: (timer) => window.clearTimeout(timer as number),
      onIdle: () => onIdleRef.current(),
    });
    const onActivity = () => watch.activity();
    const onStorage = (event: StorageEvent) => {
      if (event.key === IDLE_STAMP_KEY) watch.stampChanged();
    };
    watch.start();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
    window.addEventListener('storage', onStorage);
    const unsubscribe = router.subscribe('onResolved', () => watch.activity({ force: true }));
    return () => {
      watch.stop();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
      window.removeEventListener('storage', onStorage);
      unsubscribe();
    };
  }, [router]);

  return null;
}
