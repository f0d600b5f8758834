import { i18n } from '@lingui/core';

/** Spec section 9: the HTTP client gives up after 5 minutes. */
export const API_TIMEOUT_MS = 5 * 60 * 1000;

/** Used when the server gives no `{ message }` (spec section 8's generic fallback). */
export const FALLBACK_ERROR_MESSAGE = 'An error occurred';

/**
 * A 4xx/5xx answer from `/api/...`: `message` is the server's `{ message }`, in the language this app asked for;
 * `code` its stable code (`auth.wrongCredentials`), absent when no Kinwell server answered (a proxy, a gateway).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
    readonly code?: string,
    /** The answer's Retry-After in seconds (a 503 while the database wakes up, a 429): when asking again is worth it. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Anything with a zod-like `parse`, so contracts' schemas can check answers without this module importing zod. */
export interface Parser<T> {
  parse(data: unknown): T;
}

export type ApiPath = `/api/${string}`;

let accessTokenSource: () => string | undefined = () => undefined;

/**
 * Where the current access token comes from: the auth store registers itself here (lib cannot import features).
 * Every call then carries `Authorization: Bearer …` while a session is open.
 */
export function setAccessTokenSource(source: () => string | undefined): void {
  accessTokenSource = source;
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Validates (and types) the answer. */
  schema?: Parser<T>;
}

export async function apiRequest<T = unknown>(path: ApiPath, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, headers, signal, schema } = options;
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const accessToken = accessTokenSource();
  const response = await fetch(path, {
    method,
    headers: {
      Accept: 'application/json',
      // The app's language, not the browser's: the server answers its own messages (and picks mail) in it.
      ...(i18n.locale ? { 'Accept-Language': i18n.locale } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
      ...headers,
    },
    body: body === undefined ? null : JSON.stringify(body),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    credentials: 'same-origin',
  });

  const data = await readBody(response);
  if (!response.ok) {
    const code = codeOf(data);
    // Without a code the words are not ours (a gateway's `Not Found`): the app's own fallback is shown instead.
    const message = (code && messageOf(data)) || FALLBACK_ERROR_MESSAGE;
    throw new ApiError(response.status, message, data, code, retryAfterOf(response));
  }
  return schema ? schema.parse(data) : (data as T);
}

/**
 * A POST whose answer is a stream (`text/event-stream`): the open body, to read as it arrives. A refusal (a 4xx/5xx,
 * JSON) throws the same ApiError as `apiRequest`. No overall timeout: the caller's signal ends it.
 */
export async function apiStreamRequest(
  path: ApiPath,
  body: unknown,
  signal?: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  const accessToken = accessTokenSource();
  const response = await fetch(path, {
    method: 'POST',
    headers: {
      Accept: 'text/event-stream',
      'Content-Type': 'application/json',
      ...(i18n.locale ? { 'Accept-Language': i18n.locale } : {}),
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify(body),
    signal: signal ?? null,
    credentials: 'same-origin',
  });
  if (!response.ok || !response.body) {
    const data = await readBody(response);
    const code = codeOf(data);
    throw new ApiError(
      response.status,
      (code && messageOf(data)) || FALLBACK_ERROR_MESSAGE,
      data,
      code,
      retryAfterOf(response),
    );
  }
  return response.body;
}

export const apiClient = {
  get: <T = unknown>(path: ApiPath, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: ApiPath, body?: unknown, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: ApiPath, body?: unknown, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
};

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function codeOf(data: unknown): string | undefined {
  if (typeof data === 'object' && data !== null && 'code' in data && typeof data.code === 'string') return data.code;
  return undefined;
}

function messageOf(data: unknown): string | undefined {
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data;
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}

/** Retry-After in seconds; its HTTP-date form is not one our server sends. */
function retryAfterOf(response: Response): number | undefined {
  const header = response.headers.get('Retry-After');
  const seconds = header ? Number(header) : Number.NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}
