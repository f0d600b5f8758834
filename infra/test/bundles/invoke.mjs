// Child process of bundles.test.ts: imports ONE synthesized Lambda bundle, as the Lambda runtime would, and
// invokes its `handler` with each event of argv[3] (a JSON array) in turn. The last stdout line is a JSON array
// with one `{ result }` or `{ error }` per event; a bundle that fails to import answers `{ error }` for each.
import { pathToFileURL } from 'node:url';

const [bundle, eventsJson] = process.argv.slice(2);
const events = JSON.parse(eventsJson ?? '[]');
const context = {
  awsRequestId: 'bundle-test-request',
  functionName: 'bundle-test',
  callbackWaitsForEmptyEventLoop: true,
  getRemainingTimeInMillis: () => 10_000,
};
const failure = (error) => ({ error: { name: error?.name, code: error?.code, message: error?.message } });

const outcomes = [];
let handler;
try {
  ({ handler } = await import(pathToFileURL(bundle).href));
} catch (error) {
  for (const _ of events) outcomes.push(failure(error));
}
if (handler) {
  for (const event of events) {
    try {
      outcomes.push({ result: await handler(event, context) });
    } catch (error) {
      outcomes.push(failure(error));
    }
  }
}
// Kept-alive SDK sockets would hold the process open: leave as soon as the answer is written.
process.stdout.write(`\n${JSON.stringify(outcomes)}\n`, () => process.exit(0));
