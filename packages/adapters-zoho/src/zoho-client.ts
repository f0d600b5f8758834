import type { ZohoConfig } from './zoho-config';
import { ZohoApiError, zohoErrorOf } from './zoho-error';
import { ZohoTokenSource } from './zoho-token-source';

export interface ZohoClientOptions {
  fetch?: typeof fetch;
  /** Per attempt. */
  timeoutMs?: number;
  /** Retries after the first attempt, for 429, 5xx and (for idempotent calls) timeouts and network errors. */
  maxRetries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
}

export interface ZohoRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under /crm/v8, e.g. `/Leads/search`. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /**
   * Whether repeating the call cannot do it twice (GET, PUT, upsert). A plain insert is retried only on
   * 429, which Zoho answers before doing anything.
   */
  idempotent: boolean;
}

export interface ZohoResponse {
  status: number;
  /** Undefined for 204 No Content (Zoho's answer to a search or read that found nothing). */
  body: unknown;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Zoho CRM's REST API v8 over fetch: the OAuth token on every call (refreshed once and retried when Zoho
 * refuses it), bounded retries with exponential backoff and full jitter for throttling and server errors,
 * and a timeout on every attempt.
 */
export class ZohoClient {
  private readonly tokens: ZohoTokenSource;
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;

  constructor(
    private readonly config: ZohoConfig,
    options: ZohoClientOptions = {},
  ) {
    this.fetch = options.fetch ?? globalThis.fetch;
    // 4 attempts of at most 6 s plus backoff stay under API Gateway's 29 s integration timeout.
    this.timeoutMs = options.timeoutMs ?? 6_000;
    this.maxRetries = options.maxRetries ?? 3;
    this.baseDelayMs = options.baseDelayMs ?? 250;
    this.maxDelayMs = options.maxDelayMs ?? 4_000;
    this.sleep = options.sleep ?? sleepFor;
    this.random = options.random ?? Math.random;
    this.tokens = new ZohoTokenSource(config, {
      fetch: this.fetch,
      timeoutMs: this.timeoutMs,
      ...(options.now ? { now: options.now } : {}),
    });
  }

  async request(request: ZohoRequest): Promise<ZohoResponse> {
    let refreshed = false;
    for (let attempt = 0; ; attempt++) {
      const token = await this.tokens.token();
      let response: Response;
      try {
        response = await this.send(request, token);
      } catch (error) {
        // A timeout or a dropped connection: Zoho may have done the work, so only idempotent calls repeat.
        if (request.idempotent && attempt < this.maxRetries) {
          await this.backoff(attempt);
          continue;
        }
        throw new ZohoApiError(error instanceof Error ? error.message : String(error), 0, 'NETWORK_ERROR');
      }
      const body = await this.readBody(response);
      if (response.status === 401 && !refreshed) {
        // INVALID_TOKEN (expired or revoked early): one fresh token, one more try.
        refreshed = true;
        this.tokens.invalidate(token);
        attempt--;
        continue;
      }
      const retryable = response.status === 429 || (response.status >= 500 && request.idempotent);
      if (retryable && attempt < this.maxRetries) {
        await this.backoff(attempt, response.headers.get('retry-after'));
        continue;
      }
      if (!response.ok) throw zohoErrorOf(response.status, body);
      return { status: response.status, body };
    }
  }

  private send(request: ZohoRequest, token: string): Promise<Response> {
    const url = new URL(`${this.config.apiDomain}/crm/v8${request.path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
    return this.fetch(url, {
      method: request.method,
      headers: {
        authorization: `Zoho-oauthtoken ${token}`,
        accept: 'application/json',
        ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
  }

  private async readBody(response: Response): Promise<unknown> {
    if (response.status === 204) return undefined;
    const text = await response.text();
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return { code: 'INVALID_RESPONSE', message: text.slice(0, 200) };
    }
  }

  /** Full jitter: a random wait up to base·2^attempt (capped), or what Retry-After asks when it is shorter. */
  private backoff(attempt: number, retryAfter?: string | null): Promise<void> {
    const ceiling = Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** attempt);
    const asked = retryAfter ? Number(retryAfter) * 1000 : Number.NaN;
    const delay = Number.isFinite(asked) && asked >= 0 ? Math.min(asked, this.maxDelayMs) : this.random() * ceiling;
    return this.sleep(delay);
  }
}
