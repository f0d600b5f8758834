// `npm start` ends here: read the settings, start the local runtime, stop cleanly on SIGINT/SIGTERM.
import { readConfig } from './config';
import { startLocalServer } from './server';

const startedAt = performance.now();
const config = readConfig();
const server = await startLocalServer(config);
const ms = Math.round(performance.now() - startedAt);
console.log(
  `Kinwell is running at ${server.url}  ·  mailbox: ${server.url}/dev/mail  ·  data: ${config.dataDir}  (ready in ${ms} ms)`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: finishing requests under way, then closing the database…`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
