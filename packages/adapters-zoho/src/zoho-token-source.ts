import type { ZohoConfig } from './zoho-config';
import { ZohoApiError } from './zoho-error';

/** Refresh this long before Zoho's `expires_in` runs out, so a token never expires on the way. */
const EXPIRY_MARGIN_MS = 60_000;

export interface ZohoTokenSourceOptions {
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

/**
 * Zoho's OAuth refresh-token flow: an access token is fetched with the refresh token, cached until
 * shortly before it expires, and refreshed by one request at a time however many calls wait for it.
 */
export class ZohoTokenSource {
  private cached: { token: string; expiresAt: number } | undefined;
  private inFlight: Promise<string> | undefined;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly timeoutMs: number;

  constructor(
    private readonly config: Pick<ZohoConfig, 'accountsUrl' | 'clientId' | 'clientSecret' | 'refreshToken'>,
    options: ZohoTokenSourceOptions = {},
  ) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async token(): Promise<string> {
    if (this.cached && this.now() < this.cached.expiresAt) return this.cached.token;
    this.inFlight ??= this.refresh().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  /** Forgets a token Zoho refused (401 INVALID_TOKEN), unless a newer one replaced it already. */
  invalidate(token: string): void {
    if (this.cached?.token === token) this.cached = undefined;
  }

  private async refresh(): Promise<string> {
    const form = new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: this.config.clientId,
      client_secret: this.config.clientSecret,
      refresh_token: this.config.refreshToken,
    });
    const response = await this.fetch(`${this.config.accountsUrl}/oauth/v2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
      error?: string;
    };
    // Zoho answers a refused refresh with 200 and `{ "error": "invalid_code" }`.
    if (!response.ok || !body.access_token) {
      throw new ZohoApiError(
        'could not refresh the access token',
        response.status,
        body.error ?? 'TOKEN_REFRESH_FAILED',
      );
    }
    const lifetimeMs = (body.expires_in ?? 3600) * 1000;
    this.cached = { token: body.access_token, expiresAt: this.now() + Math.max(0, lifetimeMs - EXPIRY_MARGIN_MS) };
    return body.access_token;
  }
}
