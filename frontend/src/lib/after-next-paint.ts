/** Longest wait: a hidden tab paints nothing (and runs no animation frames) until it is shown. */
const HIDDEN_TAB_WAIT_MS = 500;

/**
 * Resolves once the browser has painted the frame under way (a timeout in a task queued from an animation frame
 * runs after that frame's paint), or after HIDDEN_TAB_WAIT_MS at most. Requests that only refine what is already on
 * screen wait for it, so that on a slow network they do not compete with what the first paint needs.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, HIDDEN_TAB_WAIT_MS);
    requestAnimationFrame(() => {
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0);
    });
  });
}
