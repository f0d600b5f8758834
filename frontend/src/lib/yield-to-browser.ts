interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, after the browser has had its turn (input, paint). A long start
 * cut at such points is several short tasks instead of one long one, so a tap on the painted page is answered
 * between them. `scheduler.yield` resumes ahead of other queued tasks where the browser has it; a timeout elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
