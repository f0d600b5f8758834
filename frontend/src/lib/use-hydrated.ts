import { useEffect, useState } from 'react';

/**
 * False in a component's first render (at build time, while React hydrates a prerendered page, and on a fresh
 * mount), true from the render right after: a component whose first render would depend on what only this visit
 * has (a read already cached, a stored choice) renders what the build rendered first, then that, instead of a
 * hydration mismatch (which React does not correct in attributes). An effect, not useSyncExternalStore's server
 * snapshot: this way the second render is certain, whether the tree was hydrated or mounted.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
