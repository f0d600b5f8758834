import { Writable } from 'node:stream';
import { type CoachStreamEvent, coachRoutes } from '@kinwell/contracts';
import { coachMessages } from '@kinwell/core';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { createGroupHandler, defineRoute, eventStreamResponse, serverSentEvent } from '../../http';
import { RequestError } from '../../middleware/error-mapping';
import { type LambdaStreamingRuntime, streamingLambda } from './streaming-lambda';

type Entry = { metadata: Record<string, unknown> } | { piece: string } | 'end';

/**
 * A stand-in for the Lambda runtime's `awslambda` global: the response stream records what reaches it, in order —
 * the metadata HttpResponseStream.from sends first (the real one as JSON and eight NUL bytes), then each piece.
 */
function fakeRuntime() {
  const log: Entry[] = [];
  const responseStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log.push({ piece: chunk.toString('utf8') });
      done();
    },
    final(done) {
      log.push('end');
      done();
    },
  });
  const runtime: LambdaStreamingRuntime = {
    streamifyResponse: vi.fn((handler) => handler),
    HttpResponseStream: {
      from(stream, metadata) {
        log.push({ metadata });
        return stream;
      },
    },
  };
  return { log, responseStream, runtime };
}

const context = { getRemainingTimeInMillis: () => 60_000 } as Context;

/** POST /api/coach/messages as the REST API sends it (payload 1.0), signed in by the session cookie. */
const messageEvent = (text: string) =>
  ({
    resource: '/api/coach/messages',
    path: '/api/coach/messages',
    httpMethod: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: 'kinwell_session=token-1' },
    multiValueHeaders: { 'Content-Type': ['application/json'], Cookie: ['kinwell_session=token-1'] },
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    body: JSON.stringify({ text }),
    isBase64Encoded: false,
    requestContext: { requestId: 'r-1', stage: 'live', identity: { sourceIp: '130.176.1.1' } },
  }) as unknown as APIGatewayProxyEvent;

const hello: CoachStreamEvent = { type: 'delta', text: 'hello' };
const world: CoachStreamEvent = { type: 'delta', text: ' world' };
const finished: CoachStreamEvent = { type: 'done', messageId: 'm-1' };

/**
 * The coach's message route on its real contract: `limit` refuses (the daily limit) before any event; otherwise
 * it yields `hello`, waits for the test to release it, then yields `world` and `done`.
 */
function coachLike(release: Promise<void>) {
  const route = defineRoute(coachRoutes.sendCoachMessage, async ({ body, caller }) => {
    if (body.text === 'limit') throw new RequestError(coachMessages.dailyLimit, 429, 'coach.dailyLimit');
    expect(caller.sub).toBe('member-1');
    return eventStreamResponse(async function* () {
      yield hello;
      await release;
      yield world;
      yield finished;
    });
  });
  return createGroupHandler([route], {
    timeoutEarly: false,
    verifyCaller: async (token) => ({ sub: token === 'token-1' ? 'member-1' : 'someone', groups: [] }) as never,
  });
}

describe('streamingLambda', () => {
  it('sends status and headers first, then each event as the route yields it, then ends', async () => {
    const { log, responseStream, runtime } = fakeRuntime();
    let releaseSecond = () => {};
    const handler = streamingLambda(coachLike(new Promise((resolve) => (releaseSecond = resolve))), runtime);
    expect(runtime.streamifyResponse).toHaveBeenCalledOnce();

    const done = handler(messageEvent('hi'), responseStream, context);
    await vi.waitFor(() => expect(log).toHaveLength(2));
    // The first piece is out while the second is still being written.
    expect(log).toEqual([
      {
        metadata: {
          statusCode: 200,
          headers: expect.objectContaining({ 'content-type': 'text/event-stream; charset=utf-8' }),
        },
      },
      { piece: serverSentEvent(hello) },
    ]);
    releaseSecond();
    await done;
    expect(log.slice(2)).toEqual([{ piece: serverSentEvent(world) }, { piece: serverSentEvent(finished) }, 'end']);
  });

  it('answers a refusal before the stream as ordinary JSON with its status', async () => {
    const { log, responseStream, runtime } = fakeRuntime();
    const handler = streamingLambda(coachLike(Promise.resolve()), runtime);
    await handler(messageEvent('limit'), responseStream, context);
    expect(log).toEqual([
      {
        metadata: {
          statusCode: 429,
          headers: expect.objectContaining({ 'content-type': expect.stringMatching(/^application\/json/) }),
        },
      },
      { piece: expect.any(String) },
      'end',
    ]);
    const [, written] = log as [unknown, { piece: string }];
    expect(JSON.parse(written.piece)).toEqual({ message: coachMessages.dailyLimit, code: 'coach.dailyLimit' });
  });

  it('stops the route when the caller goes away', async () => {
    const { log, responseStream, runtime } = fakeRuntime();
    let seen: AbortSignal | undefined;
    const handler = streamingLambda(
      async () => ({
        statusCode: 200,
        headers: {},
        body: '',
        async *stream(signal: AbortSignal) {
          seen = signal;
          yield 'first';
          await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
          yield 'never sent';
        },
      }),
      runtime,
    );
    const done = handler(messageEvent('hi'), responseStream, context);
    await vi.waitFor(() => expect(log).toContainEqual({ piece: 'first' }));
    responseStream.destroy();
    await done;
    expect(seen?.aborted).toBe(true);
    expect(log).not.toContainEqual({ piece: 'never sent' });
  });

  it('needs the Lambda runtime', () => {
    expect(() => streamingLambda(async () => ({ statusCode: 200 }), undefined)).toThrow(/awslambda/);
  });
});
