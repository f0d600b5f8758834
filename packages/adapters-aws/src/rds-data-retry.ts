/**
 * Errors after which the Data API did not run the statement and will take it a little later: Aurora resuming from a
 * pause (dev and staging scale to 0 ACU; the SDK does not retry this one, it is a client fault), the writer away
 * during a failover or scaling, and throttling the SDK's own few quick retries did not outlast. A statement that may
 * have run (a timeout, an internal error) is never sent again.
 */
const RETRYABLE = new Set([
  'DatabaseResumingException',
  'DatabaseUnavailableException',
  'ServiceUnavailableError',
  'ThrottlingException',
  'TooManyRequestsException',
]);

export const isRetryableDataApiError = (error: unknown): boolean => error instanceof Error && RETRYABLE.has(error.name);

export interface ResumeRetryOptions {
  /** Attempts in all, the first included. @default 5 */
  maxAttempts?: number;
  /** The first wait is up to this long; each next one up to twice the last. @default 500 */
  baseDelayMs?: number;
  /** No wait is longer than this. @default 4000 */
  maxDelayMs?: number;
  /** How long to keep trying when the invocation's deadline is unknown. @default 8000 */
  budgetMs?: number;
  /**
   * The time left before the caller must answer (Lambda's `getRemainingTimeInMillis`), read when a call starts;
   * undefined outside an invocation. Retrying past it would only turn a clear 503 into a timeout.
   */
  remainingTimeMs?: () => number | undefined;
  /** Kept free of waiting before the deadline, for the last attempt itself and the answer. @default 1500 */
  reserveMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** A number in [0, 1); the jitter's source. */
  random?: () => number;
  now?: () => number;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt`, and again after a retryable Data API error, waiting with exponential backoff and full jitter
 * (a random wait up to base·2^n, capped) so that many functions woken by one resuming database do not all ask
 * again at the same instant. Stops at the attempt limit or when the next wait would end past the deadline, and
 * then throws the last error as it came: the caller decides what a database that did not wake up means.
 */
export async function retryWhileResuming<T>(attempt: () => Promise<T>, options: ResumeRetryOptions = {}): Promise<T> {
  const {
    maxAttempts = 5,
    baseDelayMs = 500,
    maxDelayMs = 4000,
    budgetMs = 8000,
    remainingTimeMs = () => undefined,
    reserveMs = 1500,
    sleep = sleepFor,
    random = Math.random,
    now = Date.now,
  } = options;
  const remaining = remainingTimeMs();
  const giveUpAt = now() + (remaining === undefined ? budgetMs : remaining - reserveMs);
  for (let attempts = 1; ; attempts += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryableDataApiError(error) || attempts >= maxAttempts) throw error;
      const wait = Math.floor(random() * Math.min(maxDelayMs, baseDelayMs * 2 ** (attempts - 1)));
      if (now() + wait > giveUpAt) throw error;
      await sleep(wait);
    }
  }
}
