import { AsyncLocalStorage } from 'node:async_hooks';

interface Invocation {
  getRemainingTimeInMillis(): number;
}

// Adapters are built once per cold start, yet the deadline belongs to each invocation: it travels with the
// invocation's async work, so concurrent requests of the local server never read one another's.
const current = new AsyncLocalStorage<Invocation>();

/** Runs `work` as part of the invocation whose Lambda context is given. */
export const withInvocationDeadline = <T>(context: Invocation, work: () => Promise<T>): Promise<T> =>
  current.run(context, work);

/**
 * Milliseconds the running invocation has left before it must answer; undefined outside one (a script, a test) or
 * when the runtime keeps no deadline. Adapters that wait and retry (the Data API's resume retry) stop in time.
 */
export function remainingInvocationTime(): number | undefined {
  const invocation = current.getStore();
  return typeof invocation?.getRemainingTimeInMillis === 'function' ? invocation.getRemainingTimeInMillis() : undefined;
}
