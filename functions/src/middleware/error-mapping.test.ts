import { authRoutes, routeKey } from '@kinwell/contracts';
import {
  authMessages,
  errorText,
  ServiceUnavailableError,
  SlotTakenError,
  UnauthorizedError,
  ValidationError,
} from '@kinwell/core';
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGroupHandler, defineRoute } from '../http/group-handler';
import type { ApiEvent } from '../http/types';
import { ReadableLogger } from '../observability/readable-logger';
import { ReadableMetrics } from '../observability/readable-metrics';

/** The lines the group logs, readable (the same fields as the Lambdas' JSON). */
const logged: string[] = [];
const logger = new ReadableLogger({ serviceName: 'auth' }, (line) => logged.push(line));
const telemetry = { logger, metrics: new ReadableMetrics(logger) };

/** The login route answering with `fail` once its body is valid. */
const handlerThrowing = (fail: () => never) =>
  createGroupHandler([defineRoute(authRoutes.login, async () => fail())], { timeoutEarly: false, telemetry });

const login = (body: string, headers: Record<string, string> = {}) =>
  ({
    routeKey: routeKey(authRoutes.login),
    rawPath: authRoutes.login.path,
    headers: { 'content-type': 'application/json', ...headers },
    requestContext: { requestId: 'test' },
    body,
    isBase64Encoded: false,
  }) as unknown as ApiEvent;

const validBody = JSON.stringify({ email: 'ann@example.com', password: 'secret' });

async function answer(fail: () => never, event: ApiEvent) {
  const result = await handlerThrowing(fail)(event, {} as Context);
  return { status: result.statusCode, body: JSON.parse(result.body ?? '{}') as unknown };
}

const wrongCredentials = (): never => {
  throw new UnauthorizedError(authMessages.wrongCredentials);
};

afterEach(() => {
  vi.restoreAllMocks();
  logged.length = 0;
});

describe('errorMapping', () => {
  it('adds an error’s answer fields (a lost race’s next free times), never over its code and words', async () => {
    const nextSlots = [{ startsAt: '2027-03-15T09:00:00.000Z', endsAt: '2027-03-15T09:50:00.000Z' }];
    const slotTaken = (): never => {
      const error = new SlotTakenError(nextSlots);
      error.answerFields = { ...error.answerFields, code: 'forged', message: 'forged' };
      throw error;
    };
    expect(await answer(slotTaken, login(validBody, { 'accept-language': 'ja' }))).toEqual({
      status: 409,
      body: { code: 'booking.slotTaken', message: errorText('booking.slotTaken', 'ja'), nextSlots },
    });
  });

  it('answers a domain error with its code and the English words by default', async () => {
    expect(await answer(wrongCredentials, login(validBody))).toEqual({
      status: 401,
      body: { code: 'auth.wrongCredentials', message: 'Incorrect username or password.' },
    });
  });

  it("answers in the request's language (Accept-Language)", async () => {
    expect(await answer(wrongCredentials, login(validBody, { 'accept-language': 'fr-FR,fr;q=0.9' }))).toEqual({
      status: 401,
      body: { code: 'auth.wrongCredentials', message: 'Identifiant ou mot de passe incorrect.' },
    });
    const { body } = await answer(wrongCredentials, login(validBody, { 'accept-language': 'ar' }));
    expect(body).toEqual({ code: 'auth.wrongCredentials', message: errorText('auth.wrongCredentials', 'ar') });
  });

  it('keeps the code a throw site names, even where its words belong to another', async () => {
    const named = (): never => {
      throw new ValidationError('Invalid email format', 'onboarding.invalidEmail');
    };
    expect((await answer(named, login(validBody))).body).toEqual({
      code: 'onboarding.invalidEmail',
      message: 'Invalid email format',
    });
  });

  it('answers a zod issue with invalidRequest in the caller’s language, never zod’s words', async () => {
    const never = (): never => {
      throw new Error('not reached');
    };
    const extraKey = JSON.stringify({ email: 'ann@example.com', password: 'secret', isAdmin: true });
    const { status, body } = await answer(never, login(extraKey, { 'accept-language': 'ja' }));
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'common.invalidRequest', message: errorText('common.invalidRequest', 'ja') });
  });

  it("answers a schema's own words (a table's) with their code", async () => {
    const never = (): never => {
      throw new Error('not reached');
    };
    const { status, body } = await answer(never, login(JSON.stringify({ email: '' }), { 'accept-language': 'ja' }));
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'auth.emailOrPasswordMissing',
      message: errorText('auth.emailOrPasswordMissing', 'ja'),
    });
  });

  it('gives each refused body its own code: unreadable JSON, another type, too large', async () => {
    const never = (): never => {
      throw new Error('not reached');
    };
    expect(await answer(never, login('{"email":', { 'accept-language': 'es' }))).toEqual({
      status: 400,
      body: { code: 'common.badJson', message: errorText('common.badJson', 'es') },
    });
    expect(await answer(never, login(validBody, { 'content-type': 'text/plain' }))).toEqual({
      status: 415,
      body: { code: 'common.unsupportedType', message: errorText('common.unsupportedType', 'en') },
    });
    const large = JSON.stringify({ email: 'ann@example.com', password: 'x'.repeat(70 * 1024) });
    expect(await answer(never, login(large))).toEqual({
      status: 413,
      body: { code: 'common.bodyTooLarge', message: errorText('common.bodyTooLarge', 'en') },
    });
  });

  it('answers a crash with internal, logs it, and shows none of its words', async () => {
    const crash = (): never => {
      throw new TypeError('secret internals');
    };
    const { status, body } = await answer(crash, login(validBody, { 'accept-language': 'fr' }));
    expect(status).toBe(500);
    expect(body).toEqual({ code: 'common.internal', message: errorText('common.internal', 'fr') });
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(logged).toEqual([expect.stringMatching(/ERROR auth Unhandled error requestId=test .*secret internals/)]);
  });

  it('answers a service that is not available yet with 503, its words, Retry-After, and a warning for us', async () => {
    const resuming = (): never => {
      throw new ServiceUnavailableError(undefined, 7, undefined, { cause: new Error('DatabaseResumingException') });
    };
    const result = await handlerThrowing(resuming)(login(validBody, { 'accept-language': 'ar' }), {} as Context);
    expect(result.statusCode).toBe(503);
    expect(result.headers).toMatchObject({ 'retry-after': '7' });
    expect(JSON.parse(result.body ?? '{}')).toEqual({
      code: 'common.unavailable',
      message: errorText('common.unavailable', 'ar'),
    });
    expect(logged).toEqual([expect.stringMatching(/WARN {2}auth Answered 503.*DatabaseResumingException/)]);
  });

  it('answers an unknown route with notFound', async () => {
    const event = { ...login(validBody), routeKey: 'GET /api/nothing' } as ApiEvent;
    expect((await answer(wrongCredentials, event)).body).toEqual({
      code: 'common.notFound',
      message: errorText('common.notFound', 'en'),
    });
  });
});
