// Load generator, run in its own process: autocannon against one loopback URL (one body, or a list of bodies
// taken in turn), a warm-up run first, then the measured run. Prints one JSON line: req/s, latency percentiles
// of 2xx answers (from each response's own time, finer than autocannon's whole-millisecond histogram), errors,
// timeouts and non-2xx answers, and the CPU the generator itself used.
import autocannon from 'autocannon';

const spec = JSON.parse(process.argv[2]);
const url = new URL(spec.url);
if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') throw new Error('loopback targets only');

const options = {
  url: spec.url,
  method: spec.method ?? 'GET',
  headers: spec.headers ?? {},
  body: spec.bodies?.[0] ?? spec.body,
  connections: spec.connections,
  timeout: 10,
};
// `bodies`: each request takes the next one, round robin over every connection (logins spread over accounts).
if (spec.bodies?.length) {
  let next = 0;
  options.requests = [{ setupRequest: (request) => ({ ...request, body: spec.bodies[next++ % spec.bodies.length] }) }];
}

function runOnce(duration, latencies) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ ...options, duration }, (error, result) => (error ? reject(error) : resolve(result)));
    if (latencies) {
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      });
    }
  });
}

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1] ?? null;

let warmupTotal = 0;
if (spec.warmup > 0) {
  warmupTotal = (await runOnce(spec.warmup)).requests.total;
  // Requests the warm-up left queued in the server finish before this one does: the measured run starts clean.
  const response = await fetch(spec.url, { method: options.method, headers: options.headers, body: options.body });
  await response.arrayBuffer();
}
const latencies = [];
const cpuBefore = process.cpuUsage();
const result = await runOnce(spec.duration, latencies);
const cpu = process.cpuUsage(cpuBefore);
latencies.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.total / result.duration,
    total: result.requests.total,
    // Every request the server answered in this run: the warm-up's, the measured ones, and the one between them.
    served: warmupTotal + result.requests.total + (spec.warmup > 0 ? 1 : 0),
    // This generator's own CPU for the measured requests (µs, user + system): on shared cores, what it takes away.
    generatorCpuMicros: cpu.user + cpu.system,
    duration: result.duration,
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    max: latencies.at(-1) ?? null,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: result.statusCodeStats,
  }),
);
