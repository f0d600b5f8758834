import { authRoutes, routeKey } from '@kinwell/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGroupHandler, defineRoute } from '../http/group-handler';
import { jsonResponse } from '../http/responses';
import type { ApiEvent } from '../http/types';
import { countEvent } from './business-metrics';
import { capturedTelemetry } from './captured-telemetry';
import { lambdaContext } from './lambda-context.fixture';
import { jsonTelemetry } from './telemetry';

const EMAIL = 'jane.doe@acme.example';

const loginEvent = (requestId: string) =>
  ({
    routeKey: routeKey(authRoutes.login),
    rawPath: authRoutes.login.path,
    headers: { 'content-type': 'application/json' },
    requestContext: { requestId },
    body: JSON.stringify({ email: EMAIL, password: 'Kinwell1!' }),
    isBase64Encoded: false,
  }) as unknown as ApiEvent;

const context = lambdaContext('kinwell-dev-api-Auth', 'us-east-1');

/** Every line the handler writes to stdout or stderr while `run` runs, parsed (they are JSON in AWS). */
async function linesOf(run: () => Promise<unknown>) {
  const written: string[] = [];
  const capture = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  await run();
  vi.restoreAllMocks();
  const text = written.join('');
  return {
    text,
    lines: text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

// What Lambda sets in a function started for a request (not provisioned): Powertools' cold-start flag needs it.
beforeEach(() => {
  vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('jsonTelemetry in a group handler (the Lambdas)', () => {
  it('logs an unhandled error with the request ids, the cold-start flag and the service, and no personal data', async () => {
    const { text, lines } = await linesOf(async () => {
      const telemetry = jsonTelemetry({ service: 'auth', namespace: 'Kinwell/test' });
      const handler = createGroupHandler(
        [
          defineRoute(authRoutes.login, async ({ body }) => {
            // What a driver's error can carry: the row it refused, the member's address in it.
            throw new Error(`duplicate key value violates unique constraint: (email)=(${body.email})`);
          }),
        ],
        { timeoutEarly: false, telemetry },
      );
      expect((await handler(loginEvent('api-request-1'), context)).statusCode).toBe(500);
      expect((await handler(loginEvent('api-request-2'), context)).statusCode).toBe(500);
    });
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain('Kinwell1!');
    const errors = lines.filter((line) => line.message === 'Unhandled error');
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatchObject({
      level: 'ERROR',
      service: 'auth',
      cold_start: true,
      function_request_id: 'lambda-request-1',
      requestId: 'api-request-1',
      routeKey: 'POST /api/auth/login',
      error: { name: 'Error', message: 'duplicate key value violates unique constraint: (email)=([email])' },
    });
    expect(errors[1]).toMatchObject({ cold_start: false, requestId: 'api-request-2' });
  });

  it('counts error answers by code, and the events routes count, as EMF metrics in the namespace', async () => {
    const { lines } = await linesOf(async () => {
      const telemetry = jsonTelemetry({ service: 'auth', namespace: 'Kinwell/test' });
      const handler = createGroupHandler(
        [
          defineRoute(authRoutes.login, async ({ telemetry: { metrics } }) => {
            countEvent(metrics, 'login');
            return jsonResponse(200, {});
          }),
          defineRoute(authRoutes.signUp, async () => {
            throw new Error('boom');
          }),
        ],
        { timeoutEarly: false, telemetry },
      );
      await handler(loginEvent('api-request-1'), context);
      await handler({ ...loginEvent('api-request-2'), routeKey: routeKey(authRoutes.signUp) }, context);
    });
    const metrics = lines.filter((line) => '_aws' in line);
    const namespaces = metrics.map(
      (line) => (line._aws as { CloudWatchMetrics: { Namespace: string }[] }).CloudWatchMetrics[0]?.Namespace,
    );
    expect(new Set(namespaces)).toEqual(new Set(['Kinwell/test']));
    expect(metrics.find((line) => 'Logins' in line)).toMatchObject({ Logins: 1, service: 'auth' });
    expect(metrics.find((line) => 'ColdStart' in line)).toMatchObject({ ColdStart: 1 });
    expect(metrics.find((line) => 'ErrorAnswers' in line)).toMatchObject({
      ErrorAnswers: 1,
      code: 'common.internal',
      status: '500',
      service: 'auth',
    });
  });
});

describe('readable telemetry in a group handler (the local runtime, no Lambda context)', () => {
  it('prints the same error as one readable line with the request id, and no personal data', async () => {
    const { telemetry, lines } = capturedTelemetry('auth');
    const handler = createGroupHandler(
      [
        defineRoute(authRoutes.login, async ({ body }) => {
          throw new Error(`no account for ${body.email}`);
        }),
        defineRoute(authRoutes.signUp, async ({ telemetry: { logger } }) => {
          logger.info('signing up');
          return jsonResponse(201, {});
        }),
      ],
      { timeoutEarly: false, lambdaContext: false, telemetry },
    );
    await handler(loginEvent('api-request-1'), context);
    await handler({ ...loginEvent('api-request-2'), routeKey: routeKey(authRoutes.signUp) }, context);
    expect(lines).toEqual([
      expect.stringMatching(
        /^\d\d:\d\d:\d\d\.\d{3} ERROR auth Unhandled error requestId=api-request-1 routeKey="POST \/api\/auth\/login" error\.name=Error .*error\.message="no account for \[email\]"$/,
      ),
      // The first request's keys are gone: each line names its own request.
      expect.stringMatching(/INFO {2}auth signing up requestId=api-request-2 routeKey="POST \/api\/auth\/signup"$/),
    ]);
    expect(lines.join('\n')).not.toContain(EMAIL);
  });
});
