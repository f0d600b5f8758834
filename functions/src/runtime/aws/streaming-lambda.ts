// The Lambda entry shape for a route that streams in AWS: API Gateway REST APIs stream a Lambda proxy answer
// (responseTransferMode STREAM) when the function is written with the runtime's `awslambda.streamifyResponse` and
// opens its answer with `awslambda.HttpResponseStream.from` (status and headers first, then the body as written).
import type { Writable } from 'node:stream';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { type ApiHandler, type ApiResult, isStreamedResult } from '../../http';
import { apiEventFromRestProxy } from '../../http/rest-proxy-event';
import { lambdaTelemetry } from './telemetry';

/** What this module uses of the Lambda runtime's `awslambda` global (a test passes its own). */
export interface LambdaStreamingRuntime {
  streamifyResponse<H>(handler: H): H;
  HttpResponseStream: { from(stream: Writable, metadata: Record<string, unknown>): Writable };
}

export type StreamingHandler = (event: APIGatewayProxyEvent, stream: Writable, context: Context) => Promise<void>;

/** Stop the model this long before Lambda's deadline, so the stream ends cleanly instead of being cut. */
const DEADLINE_MARGIN_MS = 1_000;

/** The answer's status and headers, as the streaming proxy format takes them (cookies as `Set-Cookie` values). */
const metadataOf = (result: ApiResult) => ({
  statusCode: result.statusCode ?? 200,
  headers: result.headers ?? {},
  ...(result.cookies?.length && { multiValueHeaders: { 'set-cookie': result.cookies } }),
});

const write = (stream: Writable, piece: string | Buffer) =>
  new Promise<void>((resolve, reject) => {
    stream.write(piece, (error) => (error ? reject(error) : resolve()));
  });

const end = (stream: Writable) => new Promise<void>((resolve) => stream.end(resolve));

/**
 * Writes one answer to the response stream: a StreamedResult piece by piece as it yields (aborted when the caller
 * goes away or the function nears its deadline), any other answer (a refusal: JSON with its status) whole.
 */
export async function writeResult(
  result: ApiResult,
  responseStream: Writable,
  runtime: LambdaStreamingRuntime,
  context: Context,
) {
  const stream = runtime.HttpResponseStream.from(responseStream, metadataOf(result));
  if (!isStreamedResult(result)) {
    if (result.body) await write(stream, result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body);
    await end(stream);
    return;
  }
  const abort = new AbortController();
  const gone = () => abort.abort();
  stream.once('close', gone);
  stream.once('error', gone);
  const remaining = context.getRemainingTimeInMillis?.();
  const deadline = remaining === undefined ? undefined : setTimeout(gone, Math.max(0, remaining - DEADLINE_MARGIN_MS));
  try {
    for await (const piece of result.stream(abort.signal)) {
      if (abort.signal.aborted) break;
      await write(stream, piece);
    }
  } catch (error) {
    // The status is sent already: the stream just ends (the page shows an unfinished answer as failed).
    lambdaTelemetry.logger.error('Streaming the answer failed', { error });
  } finally {
    clearTimeout(deadline);
    stream.off('close', gone);
    stream.off('error', gone);
    if (!stream.writableEnded && !stream.destroyed) await end(stream);
  }
}

/**
 * The streaming Lambda of an endpoint group behind a REST API: each proxy event becomes the 2.0 event the group's
 * handler takes, and its answer is written as it is made. The runtime's global is read when the module loads, as
 * Lambda expects the exported handler to be streamified already.
 */
export function streamingLambda(
  handler: ApiHandler,
  runtime: LambdaStreamingRuntime = (globalThis as { awslambda?: LambdaStreamingRuntime })
    .awslambda as LambdaStreamingRuntime,
): StreamingHandler {
  // Checked by its method: libraries may leave a partial `awslambda` global outside Lambda.
  if (typeof runtime?.streamifyResponse !== 'function') {
    throw new Error('Response streaming needs the Lambda runtime (its awslambda global)');
  }
  return runtime.streamifyResponse<StreamingHandler>(async (event, responseStream, context) => {
    const result = await handler(apiEventFromRestProxy(event), context);
    await writeResult(result, responseStream, runtime, context);
  });
}
