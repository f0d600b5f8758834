// Child process of bundles.test.ts: loads ONE synthesized Lambda bundle (CommonJS) with require(), as the Lambda
// runtime does an index.js, and invokes its `handler` with each event of argv[3] (a JSON array) in turn. The last
// stdout line is a JSON object: `sdkClients`, the `@aws-sdk/client-*` packages loaded with the bundle (before any
// invoke), and `outcomes`, one `{ result }` or `{ error }` per event (a bundle that fails to load answers
// `{ error }` for each). A streaming handler finds Lambda's `awslambda` global (@kinwell/testing's stand-in) and
// answers `{ statusCode, headers, body }` read back from its stream. The test sets NODE_PATH to where the SDK is, as Lambda's runtime does.
import { createRequire } from 'node:module';
import { installAwsLambdaGlobal, invokeHandler } from '@kinwell/testing/aws-lambda-global';

const require = createRequire(import.meta.url);
const [bundle, eventsJson] = process.argv.slice(2);
const events = JSON.parse(eventsJson ?? '[]');
const context = {
  awsRequestId: 'bundle-test-request',
  functionName: 'bundle-test',
  callbackWaitsForEmptyEventLoop: true,
  getRemainingTimeInMillis: () => 10_000,
};

installAwsLambdaGlobal();

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
      const result = await invokeHandler(handler, event, context);
      outcomes.push({ result });
    } catch (error) {
      outcomes.push(failure(error));
    }
  }
}
// Kept-alive SDK sockets would hold the process open: leave as soon as the answer is written.
process.stdout.write(`\n${JSON.stringify({ sdkClients, outcomes })}\n`, () => process.exit(0));
