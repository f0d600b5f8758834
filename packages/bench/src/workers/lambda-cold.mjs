// One cold start of a Lambda bundle in this fresh process: import the bundle, call its handler once with the
// event given, print the times. performance.now() counts from this process's start, so `totalMs` is process
// start to first answer: Node's own boot, the bundle's import, the first invoke. The bench sets the env the bundle parses (dummy values) and points the AWS SDK
// at a loopback stub, so nothing can leave the machine.
import { pathToFileURL } from 'node:url';

const [bundle, eventJson] = process.argv.slice(2);
const event = JSON.parse(eventJson);
const context = {
  functionName: 'bench',
  awsRequestId: 'bench-request',
  getRemainingTimeInMillis: () => 10_000,
  callbackWaitsForEmptyEventLoop: false,
};

const started = performance.now();
const module = await import(pathToFileURL(bundle).href);
const imported = performance.now();
let outcome;
try {
  const result = await module.handler(event, context);
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
    outcome,
  }),
);
