// Child process of bundles.test.ts: loads ONE synthesized Lambda bundle (CommonJS) with require(), as the Lambda
// runtime does an index.js, and invokes its `handler` with each event of argv[3] (a JSON array) in turn. The last
// stdout line is a JSON object: `sdkClients`, the `@aws-sdk/client-*` packages loaded with the bundle (before any
// invoke), and `outcomes`, one `{ result }` or `{ error }` per event (a bundle that fails to load answers
// `{ error }` for each). The test sets NODE_PATH to where the SDK is, as Lambda's runtime does.
import { createRequire } from 'node:module';
import { Writable } from 'node:stream';

const require = createRequire(import.meta.url);
const [bundle, eventsJson] = process.argv.slice(2);
const events = JSON.parse(eventsJson ?? '[]');
const context = {
  awsRequestId: 'bundle-test-request',
  functionName: 'bundle-test',
  callbackWaitsForEmptyEventLoop: true,
  getRemainingTimeInMillis: () => 10_000,
};

// The Lambda runtime's `awslambda` global, as a response-streaming handler finds it at load time: a streamified
// handler is called with a response stream, which HttpResponseStream.from opens with the metadata (JSON, then eight
// NUL bytes, as API Gateway reads it). Its outcome is `{ result: { statusCode, headers, body } }` read back from it.
const STREAMING = Symbol('streaming');
const DELIMITER = Buffer.alloc(8);
globalThis.awslambda = {
  streamifyResponse: (handler) => Object.assign(handler, { [STREAMING]: true }),
  HttpResponseStream: {
    from(stream, metadata) {
      stream.write(Buffer.concat([Buffer.from(JSON.stringify(metadata)), DELIMITER]));
      return stream;
    },
  },
};
async function invokeStreaming(streamingHandler, event) {
  const chunks = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  await streamingHandler(event, stream, context);
  const written = Buffer.concat(chunks);
  const at = written.indexOf(DELIMITER);
  if (at < 0) throw new Error('The response stream was not opened with HttpResponseStream.from');
  const metadata = JSON.parse(written.subarray(0, at).toString('utf8'));
  return { ...metadata, body: written.subarray(at + DELIMITER.length).toString('utf8') };
}

const failure = (error) => ({ error: { name: error?.name, code: error?.code, message: error?.message } });

const outcomes = [];
let handler;
try {
  ({ handler } = require(bundle));
} catch (error) {
  for (const _ of events) outcomes.push(failure(error));
}
const sdkClients = [
  ...new Set(
    Object.keys(require.cache)
      .map((file) => /[\\/]node_modules[\\/](@aws-sdk[\\/]client-[^\\/]+)[\\/]/.exec(file)?.[1]?.replace('\\', '/'))
      .filter(Boolean),
  ),
].sort();
if (handler) {
  for (const event of events) {
    try {
      const result = handler[STREAMING] ? await invokeStreaming(handler, event) : await handler(event, context);
      outcomes.push({ result });
    } catch (error) {
      outcomes.push(failure(error));
    }
  }
}
// Kept-alive SDK sockets would hold the process open: leave as soon as the answer is written.
process.stdout.write(`\n${JSON.stringify({ sdkClients, outcomes })}\n`, () => process.exit(0));
