// One cold start of a Lambda bundle in this fresh process: load the bundle the way Lambda's Node runtime loads a
// handler file (an index.js outside a `"type": "module"` package with require(), an index.mjs with import()),
// call its handler once with the event given, print the times. performance.now() counts from this process's
// start, so `totalMs` is process start to first answer: Node's own boot, the bundle's load, the first invoke.
// `sdkClients` names the `@aws-sdk/client-*` packages loaded with the bundle (before the invoke). The bench sets
// the env the bundle parses (dummy values) and points the AWS SDK at a loopback stub, so nothing can leave the
// machine. A streaming handler finds Lambda's `awslambda` global (@kinwell/testing's stand-in).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { installAwsLambdaGlobal, invokeHandler } from '@kinwell/testing/aws-lambda-global';

const require = createRequire(import.meta.url);
const [bundle, eventJson] = process.argv.slice(2);
const event = JSON.parse(eventJson);
const context = {
  functionName: 'bench',
  awsRequestId: 'bench-request',
  getRemainingTimeInMillis: () => 10_000,
  callbackWaitsForEmptyEventLoop: false,
};

installAwsLambdaGlobal();

const started = performance.now();
const module = bundle.endsWith('.mjs') ? await import(pathToFileURL(bundle).href) : require(bundle);
const imported = performance.now();
const sdkClients = [
  ...new Set(
    Object.keys(require.cache)
      .map((file) => /[\\/]node_modules[\\/]@aws-sdk[\\/](client-[^\\/]+)[\\/]/.exec(file)?.[1])
      .filter(Boolean),
  ),
].sort();
let outcome;
try {
  const result = await invokeHandler(module.handler, event, context);
  outcome = {
    statusCode: result?.statusCode ?? null,
    body: typeof result?.body === 'string' ? result.body.slice(0, 200) : null,
  };
} catch (error) {
  outcome = { threw: String(error?.message ?? error).slice(0, 200) };
}
const invoked = performance.now();
console.log(
  JSON.stringify({
    bootMs: started,
    importMs: imported - started,
    invokeMs: invoked - imported,
    totalMs: invoked,
    sdkClients,
    outcome,
  }),
);
