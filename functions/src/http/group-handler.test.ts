import { contentRoutes, routeKey } from '@kinwell/contracts';
import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { capturedTelemetry } from '../observability/captured-telemetry';
import { createGroupHandler, defineRoute } from './group-handler';
import { remainingInvocationTime } from './invocation-deadline';
import { jsonResponse } from './responses';
import type { ApiEvent } from './types';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A route that answers after `ms`, and the event that reaches it. */
const slowRoute = (ms: number) =>
  defineRoute(contentRoutes.getTextBlock, async () => {
    await sleep(ms);
    return jsonResponse(200, { answered: true });
  });
const event = {
  routeKey: routeKey(contentRoutes.getTextBlock),
  rawPath: '/api/content/text-blocks/signIn',
  queryStringParameters: { language: 'en' },
  pathParameters: { screenType: 'signIn' },
  headers: {},
  requestContext: { requestId: 'test' },
  isBase64Encoded: false,
} as unknown as ApiEvent;
/** A Lambda context whose deadline is `ms` away. */
const contextWithDeadline = (ms: number) => {
  const deadline = Date.now() + ms;
  return { getRemainingTimeInMillis: () => deadline - Date.now() } as Context;
};

describe('createGroupHandler', () => {
  it("answers before the function's deadline on Lambda (middy's early timeout), without waiting for the route", async () => {
    const { telemetry, lines } = capturedTelemetry();
    const handler = createGroupHandler([slowRoute(300)], { telemetry });
    const started = performance.now();
    const result = await handler(event, contextWithDeadline(50));
    expect(performance.now() - started).toBeLessThan(250);
    expect(result.statusCode).toBe(500);
    expect(lines.join('\n')).toContain('TimeoutError');
  });

  it('runs the route to its end where no deadline kills the function (timeoutEarly: false, the local server)', async () => {
    const handler = createGroupHandler([slowRoute(100)], { timeoutEarly: false });
    const result = await handler(event, contextWithDeadline(20));
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body ?? '{}')).toEqual({ answered: true });
  });

  it("passes the invocation's deadline on to the route's adapters, and none where no deadline is kept", async () => {
    const readsDeadline = defineRoute(contentRoutes.getTextBlock, async () =>
      jsonResponse(200, { remainingMs: remainingInvocationTime() ?? null }),
    );
    const onLambda = await createGroupHandler([readsDeadline])(event, contextWithDeadline(5_000));
    expect(JSON.parse(onLambda.body ?? '{}').remainingMs).toBeGreaterThan(4_000);
    const local = await createGroupHandler([readsDeadline], { timeoutEarly: false, invocationDeadline: false })(
      event,
      contextWithDeadline(5_000),
    );
    expect(JSON.parse(local.body ?? '{}')).toEqual({ remainingMs: null });
  });
});
