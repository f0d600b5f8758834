import type { ApiResult } from './types';

/**
 * An answer written as it is made (server-sent events). The runtimes read `stream` themselves: the local server
 * writes each piece as it comes, the coach's streaming Lambda behind a REST API does the same
 * (runtime/aws/streaming-lambda.ts), and a Lambda behind the HTTP API, which sends whole bodies only, collects it
 * into `body` first (bufferStream). `stream` is called once, with a signal that aborts when the caller goes away.
 */
export interface StreamedResult extends ApiResult {
  stream(signal: AbortSignal): AsyncIterable<string>;
}

export const isStreamedResult = (result: ApiResult): result is StreamedResult =>
  typeof (result as Partial<StreamedResult>).stream === 'function';

const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  // Tells proxies (nginx and kin) not to hold the pieces back.
  'x-accel-buffering': 'no',
};

/** One server-sent event: its type, and its data as one line of JSON. */
export const serverSentEvent = (event: { type: string }) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/** A 200 `text/event-stream` answer of these events, each sent as it is yielded. */
export function eventStreamResponse<E extends { type: string }>(
  events: (signal: AbortSignal) => AsyncIterable<E>,
): StreamedResult {
  return {
    statusCode: 200,
    headers: { ...EVENT_STREAM_HEADERS },
    body: '',
    async *stream(signal) {
      for await (const event of events(signal)) yield serverSentEvent(event);
    },
  };
}

/** The whole answer at once, for a runtime that cannot stream (a Lambda behind API Gateway). */
export async function bufferStream(result: ApiResult): Promise<ApiResult> {
  if (!isStreamedResult(result)) return result;
  const { stream, ...rest } = result;
  let body = '';
  for await (const piece of stream(new AbortController().signal)) body += piece;
  return { ...rest, body };
}
