import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, setAccessTokenSource } from './api-client';

function answer(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('apiClient', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends JSON and returns the parsed answer', async () => {
    const fetchMock = vi.fn(async () => answer(200, { invited: true }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiClient.post('/api/check-invite', { email: 'a@acme.example' })).resolves.toEqual({ invited: true });

    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/check-invite');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@acme.example"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("throws an ApiError carrying the status and the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(400, { message: 'Email not found', code: 'auth.emailNotFound' })),
    );

    const error = await apiClient.get('/api/user').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Email not found', code: 'auth.emailNotFound' });
  });

  it("shows a 503's own words while the database wakes up, with when to ask again", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Kinwell se réveille.', code: 'common.unavailable' }), {
            status: 503,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '10' },
          }),
      ),
    );

    await expect(apiClient.get('/api/progress')).rejects.toMatchObject({
      status: 503,
      message: 'Kinwell se réveille.',
      code: 'common.unavailable',
      retryAfterSeconds: 10,
    });
  });

  it('falls back to a generic message when the server gives none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    );

    await expect(apiClient.get('/api/user')).rejects.toMatchObject({ status: 502, message: 'An error occurred' });
  });

  it("shows no words but ours: a message without a code (a gateway's) gets the generic one", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(404, { message: 'Not Found' })),
    );

    await expect(apiClient.get('/api/user')).rejects.toMatchObject({ status: 404, message: 'An error occurred' });
  });

  it('asks for answers in the active language', async () => {
    const fetchMock = vi.fn(async () => answer(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    i18n.activate('ar');
    await apiClient.get('/api/user');
    i18n.activate('en');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('accept-language')).toBe('ar');
  });

  it('validates the answer with a schema when given one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { invited: 'yes' })),
    );
    const schema = {
      parse(data: unknown) {
        if (typeof (data as { invited?: unknown }).invited !== 'boolean') throw new Error('invalid answer');
        return data as { invited: boolean };
      },
    };

    await expect(apiClient.get('/api/check-invite', { schema })).rejects.toThrow('invalid answer');
  });
});

describe('the bearer token', () => {
  afterEach(() => {
    setAccessTokenSource(() => undefined);
    vi.unstubAllGlobals();
  });

  it('is attached while the source has one, and left out otherwise', async () => {
    const fetchMock = vi.fn(async () => answer(200, {}));
    vi.stubGlobal('fetch', fetchMock);

    await apiClient.get('/api/auth/user');
    setAccessTokenSource(() => 'token-1');
    await apiClient.get('/api/auth/user');

    const headersOf = (call: number) => (fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers;
    expect(headersOf(0)).not.toHaveProperty('Authorization');
    expect(headersOf(1)).toHaveProperty('Authorization', 'Bearer token-1');
  });
});
