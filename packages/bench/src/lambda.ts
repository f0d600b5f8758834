// Section 4: the Lambda bundles the CDK app builds (NodejsFunction, esbuild): their size, and the cold import +
// first invoke of each in a fresh Node process, next to a hello-world handler bundled the same way.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { isBuiltin } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { HOST, repoRoot, runWorker } from './processes';
import { max, type Row, type Section } from './report';
import { type SourceMap, textByPackage } from './script-composition';
import { median, runsOf } from './stats';

const RUNS = 10;

interface Bundle {
  name: string;
  file: string;
  exportName: string;
  env: Record<string, string>;
  event: unknown;
  eventLabel: string;
}

/** The parts of a synthesized CloudFormation resource this reads. */
interface TemplateResource {
  Type: string;
  Metadata?: Record<string, string>;
  Properties?: { Handler?: string; Environment?: { Variables?: Record<string, unknown> } };
}

interface ColdRun {
  bootMs: number;
  importMs: number;
  invokeMs: number;
  totalMs: number;
  /** The `@aws-sdk/client-*` packages loaded with the bundle, before the invoke. */
  sdkClients: string[];
  outcome: { statusCode?: number | null; threw?: string };
}

/** A dummy value of the right shape for an env variable CloudFormation would fill in. */
function dummy(name: string): string {
  if (name.endsWith('_ARN')) return `arn:aws:bench:us-east-1:000000000000:bench:${name.toLowerCase()}`;
  if (name.endsWith('POOL_ID')) return 'us-east-1_Bench0000';
  if (name.endsWith('SOCKET_URL')) return 'wss://bench.invalid/live';
  if (name.endsWith('ENDPOINT')) return 'https://bench.invalid/live';
  if (name.endsWith('URL')) return 'https://bench.invalid';
  if (/(FROM|EMAIL)$/.test(name)) return 'bench@bench.invalid';
  if (/(SECONDS|TTL|COUNT|SIZE|PORT)$/.test(name)) return '60';
  return `bench-${name.toLowerCase().replaceAll('_', '-')}`;
}

const apiEvent = (routeKey: string) => {
  const [method, path] = routeKey.split(' ');
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: { host: 'bench.invalid', 'user-agent': 'bench' },
    requestContext: {
      accountId: '000000000000',
      apiId: 'bench',
      domainName: 'bench.invalid',
      requestId: 'bench-request',
      routeKey,
      stage: '$default',
      time: new Date(0).toISOString(),
      timeEpoch: 0,
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
    },
    isBase64Encoded: false,
  };
};

/** The event of a first invoke that needs no AWS call, by what the function is. */
function firstEvent(cdkPath: string): { event: unknown; label: string } {
  if (/Migrations/.test(cdkPath)) return { event: { RequestType: 'Delete' }, label: 'custom-resource Delete (no SQL)' };
  if (/PreSignUp/.test(cdkPath)) {
    return {
      event: { triggerSource: 'PreSignUp_SignUp', request: { userAttributes: {} }, response: {} },
      label: 'sign-up without an email (refused before any S3 read)',
    };
  }
  return { event: apiEvent('GET /__bench/unknown'), label: 'unknown routeKey (404 from the router)' };
}

/** Every NodejsFunction bundle in the synthesized templates of `cdkOut`, with its env from the template. */
export function findBundles(cdkOut: string): Bundle[] {
  const bundles: Bundle[] = [];
  for (const file of readdirSync(cdkOut)
    .filter((name) => name.endsWith('.template.json'))
    .sort()) {
    const template = JSON.parse(readFileSync(join(cdkOut, file), 'utf8'));
    for (const resource of Object.values<TemplateResource>(template.Resources ?? {})) {
      const assetPath = resource.Metadata?.['aws:asset:path'];
      if (resource.Type !== 'AWS::Lambda::Function' || !assetPath) continue;
      // Our recipe's bundle: index.js (CommonJS) with its source map; CDK's own handlers ship no map.
      const entry = join(cdkOut, assetPath, 'index.js');
      if (!existsSync(entry) || !existsSync(`${entry}.map`)) continue;
      const cdkPath = resource.Metadata?.['aws:cdk:path'] ?? assetPath;
      const env: Record<string, string> = {};
      for (const [name, value] of Object.entries(resource.Properties?.Environment?.Variables ?? {})) {
        env[name] = typeof value === 'string' ? value : dummy(name);
      }
      const { event, label } = firstEvent(cdkPath);
      bundles.push({
        name: cdkPath.replace(/\/Function\/Resource$|\/Resource$/, ''),
        file: entry,
        exportName: String(resource.Properties?.Handler ?? 'index.handler').split('.')[1] ?? 'handler',
        env,
        event,
        eventLabel: label,
      });
    }
  }
  return bundles;
}

/**
 * A baseline: a hello-world handler bundled with the esbuild options of infra/lib/constructs/api-function.ts. With
 * `clients`, it also loads those AWS SDK clients at init (left external, as our bundles leave them): the floor of a
 * function that talks to those services, since Lambda's runtime loads its SDK from its own files whatever we do.
 */
async function baselineBundle(dir: string, clients: string[] = []): Promise<Bundle> {
  const id = clients.length ? `hello-sdk-${clients.join('+')}` : 'hello';
  const entry = join(dir, `${id}.ts`);
  const imports = clients.map((client, i) => `import * as sdk${i} from '@aws-sdk/${client}';\n`).join('');
  const touched = clients.map((_, i) => `Object.keys(sdk${i}).length`).join(' + ') || '0';
  writeFileSync(
    entry,
    `${imports}export const handler = async () => ({ statusCode: 200, body: JSON.stringify({ message: 'hello', n: ${touched} }) });\n`,
  );
  const file = join(dir, id, 'index.js');
  await build({
    entryPoints: [entry],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    mainFields: ['module', 'main'],
    supported: { 'dynamic-import': false },
    logOverride: { 'empty-import-meta': 'error' },
    external: clients.map((client) => `@aws-sdk/${client}`),
    minify: true,
    charset: 'utf8',
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
  });
  return {
    name: clients.length ? `baseline hello world + ${loads(clients)}` : 'baseline hello world',
    file,
    exportName: 'handler',
    env: {},
    event: apiEvent('GET /'),
    eventLabel: 'any',
  };
}

/**
 * Where a deployed bundle's bytes come from, read from its own source map (script-composition.ts): each mapped
 * stretch of generated code is credited to its source's package. Answers the three largest, e.g. "zod 100 kB, our
 * code 34 kB". Bytes are UTF-8 (the bundle's copy in five languages is written as UTF-8).
 */
function largestPackages(bundleFile: string): string {
  try {
    const map = JSON.parse(readFileSync(`${bundleFile}.map`, 'utf8')) as SourceMap;
    const bytes = new Map<string, number>();
    for (const [name, text] of textByPackage(readFileSync(bundleFile, 'utf8'), map)) {
      const group = name.startsWith('@smithy/') ? '@smithy/*' : name.startsWith('@aws-sdk/') ? '@aws-sdk/*' : name;
      bytes.set(group, (bytes.get(group) ?? 0) + Buffer.byteLength(text));
    }
    return [...bytes]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, n]) => `${name} ${(n / 1000).toFixed(0)} kB`)
      .join(', ');
  } catch (error) {
    return `not attributed (${String(error).split('\n')[0]})`;
  }
}

/** The packages a bundle leaves to the runtime (externalModules): bare specifiers it require()s, lazily or not. */
function externalPackages(bundleFile: string): string[] {
  const code = readFileSync(bundleFile, 'utf8');
  const names = new Set<string>();
  for (const match of code.matchAll(/\brequire\("([^"./][^"]*)"\)/g)) {
    const specifier = match[1] as string;
    if (isBuiltin(specifier)) continue;
    const parts = specifier.split('/');
    names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string));
  }
  return [...names].sort();
}

/**
 * Lambda's nodejs22.x runtime provides AWS SDK v3 to bundles that leave it external. Here the bundles find the
 * versions the functions package pins: <dir>/node_modules/<name> links to functions/node_modules/<name> (or the
 * workspace's hoisted copy), found by walking up from <dir>/cdk.out/asset.*. Answers what was linked.
 */
function provideExternals(dir: string, names: string[]): string[] {
  const linked: string[] = [];
  for (const name of names) {
    const from = [
      join(repoRoot, 'functions/node_modules', name),
      join(repoRoot, 'node_modules', name),
      join(repoRoot, 'node_modules/.pnpm/node_modules', name),
    ].find((path) => existsSync(path));
    if (!from) continue;
    const link = join(dir, 'node_modules', name);
    if (existsSync(link)) continue;
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(realpathSync(from), link, 'dir');
    const version = JSON.parse(readFileSync(join(from, 'package.json'), 'utf8')).version;
    linked.push(`${name}@${version}`);
  }
  return linked;
}

/** A loopback stand-in for every AWS endpoint: counts calls and refuses them (no bundle should make one). */
async function startAwsStub() {
  let calls = 0;
  const server = createServer((_request, response) => {
    calls++;
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end('{"message":"bench stub: no AWS here"}');
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://${HOST}:${port}`,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The line of a failed cold start that says why (a zod issue, a missing package, a thrown error). */
function startFailure(output: string): string {
  const lines = output.split('\n').map((line) => line.trim());
  const zodPath = output.match(/"path":\s*\[\s*"([^"]+)"/)?.[1];
  const zodMessage = output.match(/"message":\s*"([^"]+)"/)?.[1];
  if (zodPath) return `env ${zodPath}: ${zodMessage ?? 'invalid'}`;
  return lines.find((line) => /^\w*Error\b|^Error \[/.test(line))?.slice(0, 200) ?? 'exited without an answer';
}

/** "boot 80 + import 110 + invoke 0.9 ms" of the median run parts. */
const coldParts = (runs: ColdRun[]) =>
  `boot ${median(runs.map((r) => r.bootMs)).toFixed(0)} + import ${median(runs.map((r) => r.importMs)).toFixed(0)} + ` +
  `invoke ${median(runs.map((r) => r.invokeMs)).toFixed(1)} ms`;

/** "s3, rds-data": the SDK clients a bundle loaded at start (the worker's list), for its row. */
const loads = (clients: string[] = []) =>
  clients.map((name) => name.replace(/^client-/, '')).join(', ') || 'no SDK client';

export async function lambdaSection(cdkOut: string, workDir: string): Promise<Section> {
  const bundles = findBundles(cdkOut);
  if (bundles.length === 0) throw new Error(`no Lambda bundles (index.js with its map) in ${cdkOut}`);
  const externals = [...new Set(bundles.flatMap((bundle) => externalPackages(bundle.file)))].sort();
  const linked = provideExternals(dirname(cdkOut), externals);
  provideExternals(workDir, externals);
  const stub = await startAwsStub();
  const failed = new Map<string, string>();
  const coldRun = async (bundle: Bundle): Promise<ColdRun | undefined> => {
    if (failed.has(bundle.name)) return undefined;
    try {
      return await runWorker<ColdRun>('lambda-cold.mjs', [bundle.file, JSON.stringify(bundle.event)], {
        ...bundle.env,
        // As deployed: the template's NODE_OPTIONS (none: source-map support costs a cold start, decision 018).
        NODE_OPTIONS: bundle.env.NODE_OPTIONS,
        // Lambda's Node 20+ runtimes load no extra CA certificates by default (it slowed cold starts); one
        // inherited from the machine (NODE_EXTRA_CA_CERTS) adds 30-40 ms to every process here, the baseline's too.
        NODE_EXTRA_CA_CERTS: undefined,
        AWS_REGION: 'us-east-1',
        AWS_ACCESS_KEY_ID: 'bench',
        AWS_SECRET_ACCESS_KEY: 'bench',
        AWS_ENDPOINT_URL: stub.url,
        AWS_EC2_METADATA_DISABLED: 'true',
      });
    } catch (error) {
      // A bundle that cannot start with the env its template gives it would fail the same way in AWS.
      failed.set(bundle.name, startFailure(String(error)));
      return undefined;
    }
  };
  // A first, unmeasured start of each bundle says which SDK clients it loads at init: each distinct set gets its
  // own baseline, the hello world loading the same clients.
  const clientsOf = new Map<string, string[]>();
  for (const bundle of bundles) clientsOf.set(bundle.name, (await coldRun(bundle))?.sdkClients ?? []);
  const baseline = await baselineBundle(workDir);
  const sdkBaselines = new Map<string, Bundle>();
  for (const clients of clientsOf.values()) {
    const key = clients.join('+');
    if (clients.length && !sdkBaselines.has(key)) sdkBaselines.set(key, await baselineBundle(workDir, clients));
  }
  const measured = [baseline, ...sdkBaselines.values(), ...bundles];
  const runs = new Map<string, ColdRun[]>(measured.map((bundle) => [bundle.name, []]));
  try {
    for (let round = 0; round < RUNS; round++) {
      for (const bundle of measured) {
        const run = await coldRun(bundle);
        if (run) runs.get(bundle.name)?.push(run);
      }
    }
  } finally {
    await stub.close();
  }

  const size = (file: string) => statSync(file).size;
  const baseRuns = runs.get(baseline.name) ?? [];
  const baseCold = median(baseRuns.map((run) => run.totalMs));
  const rows: Row[] = [
    {
      figure: 'baseline hello world · cold start to first answer',
      value: baseCold,
      unit: 'ms',
      note: `${coldParts(baseRuns)}; size ${(size(baseline.file) / 1000).toFixed(2)} kB; runs ${runsOf(baseRuns.map((r) => r.totalMs))}`,
    },
  ];
  const coldOf = (bundle: Bundle) => median((runs.get(bundle.name) ?? []).map((run) => run.totalMs));
  for (const sdkBaseline of sdkBaselines.values()) {
    const list = runs.get(sdkBaseline.name) ?? [];
    rows.push({
      figure: `${sdkBaseline.name} · cold start to first answer`,
      value: failed.has(sdkBaseline.name) ? null : coldOf(sdkBaseline),
      unit: 'ms',
      baseline: baseCold,
      note: failed.get(sdkBaseline.name) ?? `${coldParts(list)}; runs ${runsOf(list.map((r) => r.totalMs))}`,
    });
  }
  const outcomes: string[] = [];
  for (const bundle of bundles) {
    const list = runs.get(bundle.name) ?? [];
    const bytes = size(bundle.file);
    const first = list[0]?.outcome;
    const startError = failed.get(bundle.name);
    const clients = clientsOf.get(bundle.name) ?? [];
    const floor = sdkBaselines.get(clients.join('+'));
    outcomes.push(
      `${bundle.name}: ${bundle.eventLabel} → ${
        startError
          ? 'no answer, the module failed to load'
          : first?.threw
            ? `threw "${first.threw}"`
            : first?.statusCode == null
              ? 'answered'
              : `status ${first.statusCode}`
      }`,
    );
    rows.push(
      {
        figure: `${bundle.name} · bundle size (minified)`,
        value: bytes,
        unit: 'B',
        baseline: size(baseline.file),
        note: `gzip ${(gzipSync(readFileSync(bundle.file)).length / 1000).toFixed(0)} kB; largest: ${largestPackages(bundle.file)}`,
        budgets: [max(400_000, '≤ 400 kB')],
      },
      {
        figure: `${bundle.name} · cold start to first answer`,
        value: startError ? null : median(list.map((run) => run.totalMs)),
        unit: 'ms',
        baseline: floor ? coldOf(floor) : baseCold,
        note: startError
          ? `failed to start: ${startError}`
          : `${coldParts(list)}; loads ${loads(clients)}; ${(median(list.map((run) => run.totalMs)) / baseCold).toFixed(2)}× the hello world`,
        budgets: [max(1.5, floor ? '≤ 1.5× the hello world with the same SDK clients' : '≤ 1.5× baseline', 'ratio')],
      },
    );
  }
  const notes = [
    `Bundles from \`npm run synth\` (default env dev) in this run: each NodejsFunction's asset folder, mapped to its ` +
      'function through the templates (Metadata aws:asset:path); size is index.js as deployed (minified, CommonJS, ' +
      'source map aside); "largest" credits its bytes to packages through its own source map.',
    `Cold time: a fresh \`node\` process per run (${process.version} here; Lambda runs nodejs22.x) with the NODE_OPTIONS its template sets ` +
      '(none since decision 018), from the process start (its performance.now() origin) through `require(index.js)` (how the Lambda ' +
      "runtime loads a CommonJS handler) to the first handler call's answer, so the baseline is Node's own boot; parts " +
      `in each note (medians). Median of ${RUNS}, bundles interleaved. ` +
      'The env each template sets is given dummy values, NODE_EXTRA_CA_CERTS is unset (Lambda sets none), and ' +
      'AWS_ENDPOINT_URL points the SDK at a loopback stub that ' +
      `refuses every call: it received ${stub.calls()} calls. First invokes: ${outcomes.join('; ')}.`,
    'Baseline: a hello-world handler bundled with the same esbuild options as infra/lib/constructs/api-function.ts ' +
      '(CommonJS, minify, UTF-8, target node22, dynamic import() as require(), source map). A function that uses AWS ' +
      'services is held to a second baseline, the same hello world loading the same SDK clients at init (a first, ' +
      "unmeasured start of each bundle lists them): Lambda's runtime provides the SDK and loads it from its own " +
      'files, so no bundle of ours can start faster than that; the note gives the ratio to the plain hello world too.',
  ];
  if (externals.length) {
    notes.push(
      `The bundles require ${externals.length} packages left external (Lambda's runtime provides the AWS SDK): ` +
        `${externals.join(', ')}. A bundle require()s at load the SDK clients its function uses (its row says which). ` +
        `Here they resolve to the versions the functions package pins (${linked.join(', ') || 'none linked'}), ` +
        'loaded from node_modules unbundled, which the load time ("import" in the notes) includes.',
    );
  }
  return { id: 'lambda', title: '4. Lambda bundles (cold start, median of 10)', notes, rows };
}
