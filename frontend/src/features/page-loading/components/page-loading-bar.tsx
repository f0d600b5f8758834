import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/** Spec section 9: the page loading bar runs 2000 ms, shows after a 200 ms throttle, and is 3 px high (global.css). */
export const LOADING_BAR_THROTTLE_MS = 200;
const FINISH_MS = 300;

type Phase = 'idle' | 'loading' | 'done';

/**
 * A thin brand-coloured bar at the top while the router resolves a navigation (loaders, lazy route chunks,
 * guards). Quick navigations (under 200 ms) show nothing; with reduced motion the bar does not animate.
 */
export function PageLoadingBar() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' || state.isLoading });
  const [phase, setPhase] = useState<Phase>('idle');
  const { i18n } = useLingui();

  useEffect(() => {
    if (pending) {
      const timer = window.setTimeout(() => setPhase('loading'), LOADING_BAR_THROTTLE_MS);
      return () => window.clearTimeout(timer);
    }
    setPhase((current) => (current === 'loading' ? 'done' : current));
    const timer = window.setTimeout(() => setPhase('idle'), FINISH_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  if (phase === 'idle') return null;
  return (
    <div
      className="page-loading-bar"
      data-phase={phase}
      role="progressbar"
      aria-label={i18n._(msg`Loading page`)}
      aria-busy={phase === 'loading'}
    />
  );
}
