// A stand-in for the `awslambda` global of Lambda's Node runtime, for processes that load a synthesized bundle the
// way Lambda does (infra/test/bundles/invoke.mjs, packages/bench/src/workers/lambda-cold.mjs). Plain JavaScript: those
// workers run under bare `node`, and the bench times this module's load as part of every process's boot alike.
import { Writable } from 'node:stream';

const STREAMING = Symbol('streaming');
// API Gateway reads a streamed answer's metadata (JSON) up to eight NUL bytes, then the body.
const DELIMITER = Buffer.alloc(8);

/**
 * Sets `globalThis.awslambda` as a response-streaming handler finds it when its bundle loads: `streamifyResponse`
 * marks the handler, `HttpResponseStream.from` opens the stream with the metadata and the delimiter. Call it before
 * the bundle is loaded.
 */
export function installAwsLambdaGlobal() {
  globalThis.awslambda = {
    streamifyResponse: (handler) => Object.assign(handler, { [STREAMING]: true }),
    HttpResponseStream: {
      from(stream, metadata) {
        stream.write(Buffer.concat([Buffer.from(JSON.stringify(metadata)), DELIMITER]));
        return stream;
      },
    },
  };
}

/**
 * Calls a handler once as Lambda would: a streamified one with a response stream, whose `{ statusCode, headers,
 * body }` is read back from what it wrote; any other with `(event, context)`, answering what it returns.
 */
export async function invokeHandler(handler, event, context) {
  if (!handler[STREAMING]) return handler(event, context);
  const chunks = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  await handler(event, stream, context);
  const written = Buffer.concat(chunks);
  const at = written.indexOf(DELIMITER);
  if (at < 0) throw new Error('The response stream was not opened with HttpResponseStream.from');
  const metadata = JSON.parse(written.subarray(0, at).toString('utf8'));
  return { ...metadata, body: written.subarray(at + DELIMITER.length).toString('utf8') };
}
