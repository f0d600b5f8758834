import 'aws-sdk-client-mock-vitest/extend';
import { DatabaseResumingException, ExecuteStatementCommand, RDSDataClient } from '@aws-sdk/client-rds-data';
import { eventsRoutes, routeKey } from '@kinwell/contracts';
import { errorText } from '@kinwell/core';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiEvent } from '../http/types';
import { eventsDeps } from '../runtime/aws/events';
import { createEventsHandler } from './app';

const env = {
  AWS_REGION: 'eu-west-1',
  DB_CLUSTER_ARN: 'arn:aws:rds:eu-west-1:123456789012:cluster:kinwell',
  DB_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:db',
  DB_NAME: 'kinwell',
  USER_POOL_ID: 'eu-west-1_abc',
  USER_POOL_CLIENT_ID: 'client',
};

const listEvents = {
  routeKey: routeKey(eventsRoutes.listThemeEvents),
  rawPath: eventsRoutes.listThemeEvents.path,
  headers: { authorization: 'Bearer token', 'accept-language': 'fr' },
  requestContext: { requestId: 'test' },
  isBase64Encoded: false,
} as unknown as ApiEvent;

/** The events Lambda as AWS builds it (its composition root, real SQL over the Data API), the caller verified. */
const eventsLambda = () =>
  createEventsHandler(
    { ...eventsDeps(env), verifyCaller: async () => ({ sub: 'member-1', username: 'member-1' }) },
    { timeoutEarly: false },
  );

const invocation = (remainingMs: number) => ({ getRemainingTimeInMillis: () => remainingMs }) as Context;

describe('the events Lambda while Aurora resumes from a pause', () => {
  // Every Data API client the composition root makes.
  const dataApi = mockClient(RDSDataClient);
  const resuming = () =>
    new DatabaseResumingException({ $metadata: { httpStatusCode: 400 }, message: 'Database is resuming' });

  beforeEach(() => {
    dataApi.reset();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());
  // The files of this package share a worker (isolate: false): the real client goes back for the next file.
  afterAll(() => dataApi.restore());

  it('answers once the database has resumed', async () => {
    dataApi.on(ExecuteStatementCommand).rejectsOnce(resuming()).resolves({ records: [], columnMetadata: [] });

    const result = await eventsLambda()(listEvents, invocation(10_000));
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body ?? '{}')).toEqual({ events: [] });
    expect(dataApi).toHaveReceivedCommandTimes(ExecuteStatementCommand, 2);
  });

  it("answers 503 in the member's language with Retry-After, within the invocation's deadline, when it does not", async () => {
    dataApi.on(ExecuteStatementCommand).rejects(resuming());

    // 1 s left is less than the time kept for answering: no wait fits, so one attempt and a clear answer.
    const result = await eventsLambda()(listEvents, invocation(1000));
    expect(result.statusCode).toBe(503);
    expect(result.headers).toMatchObject({ 'retry-after': expect.stringMatching(/^\d+$/) });
    expect(JSON.parse(result.body ?? '{}')).toEqual({
      code: 'common.unavailable',
      message: errorText('common.unavailable', 'fr'),
    });
    expect(dataApi).toHaveReceivedCommandTimes(ExecuteStatementCommand, 1);
  });
});
