import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates a prerendered page (and at build time), true in every render after: a component whose
 * first render would depend on what only this visit has (a read already cached) renders what the build rendered
 * first, then its data, instead of a hydration mismatch. React re-renders at once when hydration ends.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
