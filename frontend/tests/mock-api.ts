import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = { status?: number; body?: unknown } | undefined;
type Handler = (call: ApiCall) => Answer | Promise<Answer>;

/**
 * Reads every screen makes on its own, whatever the test is about: the content documents (text blocks, app details)
 * and the redirect lookup; for a signed-in user, chat's unread count and live socket. They are answered (404 unless a
 * handler is given) but left out of the recorded calls.
 */
const AMBIENT_READS = [
  /^GET \/api\/content\//,
  /^GET \/api\/redirects\b/,
  /^GET \/api\/chat\/conversations$/,
  /^POST \/api\/chat\/socket-ticket$/,
];

/**
 * Stubs `fetch` with answers keyed by "METHOD /path" (query left out). Unknown calls answer 404.
 * Returns the calls made (ambient reads left out), for assertions.
 */
export function mockApi(handlers: Record<string, Handler | Answer>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const call: ApiCall = {
        method,
        path: url.pathname + url.search,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: (init.headers ?? {}) as Record<string, string>,
      };
      if (!AMBIENT_READS.some((pattern) => pattern.test(`${method} ${url.pathname}`))) calls.push(call);
      const handler = handlers[`${method} ${url.pathname}`];
      const answer = typeof handler === 'function' ? await handler(call) : handler;
      if (!answer && !handler)
        return json(404, { message: 'We could not find what you asked for.', code: 'common.notFound' });
      return json(answer?.status ?? 200, answer?.body ?? {});
    }),
  );
  return calls;
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const tokens = (accessToken = 'access-1') => ({
  AuthenticationResult: {
    AccessToken: accessToken,
    RefreshToken: 'refresh-1',
    IdToken: 'id-1',
    ExpiresIn: 3600,
    TokenType: 'Bearer',
  },
});

export const userAnswer = (attributes: Record<string, string>) => ({
  Username: attributes.sub ?? 'user-1',
  UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
});
