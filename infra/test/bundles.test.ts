import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { delimiter, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { apiRoutes, ORIGIN_SECRET_HEADER, type RouteContract, routeKey } from '@kinwell/contracts';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LambdaBundle, lambdaBundles } from '../scripts/lambda-bundles';
import { logicalId, synthStackSet, type TestStackSet } from './support';

// Every Lambda bundle the dev stack set synthesizes is loaded in a fresh Node process, the way the Lambda runtime
// loads it (CommonJS index.js through require(), `handler` export, AWS SDK not bundled but found on NODE_PATH), and
// invoked with events that need no AWS service. Anything an invocation might still send to AWS goes to a local stub
// (AWS_ENDPOINT_URL), never to the internet.

const run = promisify(execFile);
const invoker = fileURLToPath(new URL('./bundles/invoke.mjs', import.meta.url));
// Lambda's nodejs22.x runtime has AWS SDK v3 on NODE_PATH; here the versions the functions package pins stand in
// (its node_modules holds the clients, the root's hoisted one anything else @aws-sdk/* or @smithy/*).
const sdkPath = [
  fileURLToPath(new URL('../../functions/node_modules', import.meta.url)),
  fileURLToPath(new URL('../../node_modules', import.meta.url)),
].join(delimiter);

type Outcome = { result?: { statusCode: number; body?: string }; error?: { name?: string; message?: string } };
/** What invoke.mjs answers: the SDK clients loaded with the bundle, and one outcome per event. */
type Invocation = { sdkClients: string[]; outcomes: Outcome[] };

let set: TestStackSet;
let bundles: LambdaBundle[];
let stub: Server;
let stubUrl: string;
const stubRequests: { method?: string; url?: string; target?: string }[] = [];
/** The origin secret the stub's Secrets Manager holds; API events carry it as CloudFront would. */
const ORIGIN_SECRET = 'bundle-test-origin-secret-0123456789abcdef';

/**
 * Stand-in for every AWS endpoint: Secrets Manager's GetSecretValue answers the origin secret, S3 GETs find no
 * object (404 NoSuchKey), anything else fails (500).
 */
function startAwsStub(): Promise<void> {
  stub = createServer((request: IncomingMessage, response) => {
    const target = request.headers['x-amz-target'] as string | undefined;
    stubRequests.push({ method: request.method, url: request.url, target });
    request.resume();
    if (target === 'secretsmanager.GetSecretValue') {
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      response.end(
        JSON.stringify({
          ARN: 'arn:aws:secretsmanager:us-east-1:123456789012:secret:origin',
          Name: 'origin',
          SecretString: JSON.stringify({ current: ORIGIN_SECRET, previous: '' }),
        }),
      );
      return;
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      response.writeHead(404, { 'content-type': 'application/xml', 'x-amz-request-id': 'stub' });
      response.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>Not found</Message></Error>');
      return;
    }
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end('{"message":"AWS stub: unexpected call"}');
  });
  return new Promise((resolve) => {
    stub.listen(0, '127.0.0.1', () => {
      stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
      resolve();
    });
  });
}

/** The function's env with every deploy-time value (a reference, an ARN) replaced by a plausible dummy. */
function dummyEnvironment(environment: Readonly<Record<string, unknown>>): Record<string, string> {
  const dummies: Record<string, string> = {
    USER_POOL_ID: 'us-east-1_Bundle123',
    USER_POOL_CLIENT_ID: 'bundletestclient',
    COMPANY_BUCKET: 'kinwell-bundle-test',
    CONTENT_BUCKET: 'kinwell-bundle-test-content',
    MAIL_CONFIGURATION_SET: 'kinwell-bundle-test',
    APP_URL: 'https://app.kinwell.example',
    CHAT_SOCKET_URL: 'wss://bundletest.execute-api.us-east-1.amazonaws.com/live',
    CHAT_SOCKET_ENDPOINT: 'https://bundletest.execute-api.us-east-1.amazonaws.com/live',
  };
  return Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [
      name,
      typeof value === 'string'
        ? value
        : (dummies[name] ??
          (name.endsWith('_ARN') ? `arn:aws:service:us-east-1:123456789012:dummy:${name.toLowerCase()}` : 'dummy')),
    ]),
  );
}

/** Loads the bundle in a new `node` and invokes its handler with each event (none: just loads it). */
async function load(bundle: LambdaBundle, events: unknown[]): Promise<Invocation> {
  // Only the function's own env plus fake credentials and region: no AWS_* of the machine running the tests.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(AWS_|NODE_OPTIONS$|NODE_PATH$)/.test(name)),
  );
  const { stdout } = await run(process.execPath, [invoker, bundle.file, JSON.stringify(events)], {
    env: {
      ...inherited,
      ...dummyEnvironment(bundle.environment),
      NODE_PATH: sdkPath,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'bundletest',
      AWS_SECRET_ACCESS_KEY: 'bundletest',
      AWS_ENDPOINT_URL: stubUrl,
      AWS_MAX_ATTEMPTS: '1',
      AWS_EC2_METADATA_DISABLED: 'true',
    },
    timeout: 30_000,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Invocation;
}

/** Loads the bundle in a new `node` and invokes its handler with each event; one outcome per event. */
async function invoke(bundle: LambdaBundle, events: unknown[]): Promise<Outcome[]> {
  return (await load(bundle, events)).outcomes;
}

/** An API Gateway HTTP API (payload 2.0) event, as API Gateway sends it for `routeKey` (from CloudFront by default). */
function apiEvent(key: string, init: { body?: string; headers?: Record<string, string>; direct?: boolean } = {}) {
  const [method = 'GET', pattern = '/'] = key.split(' ');
  const path = pattern.replace(/\{(\w+)\}/g, '$1');
  return {
    version: '2.0',
    routeKey: key,
    rawPath: path,
    rawQueryString: '',
    headers: {
      'content-type': 'application/json',
      ...(init.direct ? {} : { [ORIGIN_SECRET_HEADER]: ORIGIN_SECRET }),
      ...init.headers,
    },
    body: init.body,
    isBase64Encoded: false,
    requestContext: {
      accountId: '123456789012',
      apiId: 'bundletest',
      domainName: 'bundletest.execute-api.us-east-1.amazonaws.com',
      domainPrefix: 'bundletest',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'bundles.test' },
      requestId: 'bundle-test-request',
      routeKey: key,
      stage: '$default',
      time: '01/Jan/2030:00:00:00 +0000',
      timeEpoch: 1_893_456_000_000,
    },
  };
}

const json = (outcome: Outcome | undefined) => JSON.parse(outcome?.result?.body ?? 'null');

/** The endpoint groups of the route table, one Lambda each. */
const groups = [...new Set(Object.values(apiRoutes as Record<string, RouteContract>).map((r) => r.group))];

/** What an API group's bundle must refuse, each before any AWS call but the origin secret's read. */
function groupCases(group: string): { event: unknown; status: number }[] {
  const routes = Object.values(apiRoutes as Record<string, RouteContract>).filter((r) => r.group === group);
  const publicWithBody = routes.find((r) => r.auth === 'none' && r.body);
  const signedIn = routes.find((r) => r.auth !== 'none');
  const cases: { event: unknown; status: number }[] = [
    // Called directly (the execute-api URL), without CloudFront's origin secret: refused before anything else.
    { event: apiEvent('GET /api/no-such-route', { direct: true }), status: 403 },
    { event: apiEvent('GET /api/no-such-route'), status: 404 },
  ];
  // A JSON string where every contract expects an object: the contract refuses it before any AWS call.
  if (publicWithBody) cases.push({ event: apiEvent(routeKey(publicWithBody), { body: '"x"' }), status: 400 });
  // No token: refused before any AWS call.
  if (signedIn) cases.push({ event: apiEvent(routeKey(signedIn), { body: '{}' }), status: 401 });
  return cases;
}

const groupInvocations = new Map<string, Promise<Invocation>>();
/**
 * An API group's bundle booted once, with its cases: invoke.mjs names the SDK clients loaded with the bundle before
 * its first invoke, so the cold-start test and the group's own test read the same process (one boot, not two).
 */
function groupInvocation(group: string): Promise<Invocation> {
  let invocation = groupInvocations.get(group);
  if (!invocation) {
    const fn = set.stacks.api.functions[group];
    if (!fn) throw new Error(`No Lambda for the ${group} group`);
    invocation = load(
      bundleOf(fn.function),
      groupCases(group).map((c) => c.event),
    );
    groupInvocations.set(group, invocation);
  }
  return invocation;
}

beforeAll(async () => {
  await startAwsStub();
  // With asset metadata, as `cdk synth` writes cdk.out: what `sam local` reads to find each function's code.
  set = synthStackSet('dev', { bundle: true, assetMetadata: true });
  bundles = lambdaBundles(set.app.synth().directory);
});

afterAll(() => {
  stub?.close();
});

function bundleOf(fn: IConstruct): LambdaBundle {
  const id = logicalId(fn);
  const bundle = bundles.find((b) => b.logicalId === id);
  if (!bundle) throw new Error(`No bundle for ${id}`);
  return bundle;
}

describe('Lambda bundles', () => {
  it("has one CommonJS bundle per Lambda: each API group, the coach's streaming entry, the PreSignUp trigger, the migrations, the reminders, the chat socket", () => {
    const expected = [
      ...Object.values(set.stacks.api.functions).map((fn) => logicalId(fn.function)),
      logicalId(set.stacks.auth.preSignUp.function),
      logicalId(set.stacks.data.migrations.function),
      logicalId(set.stacks.api.bookingReminders.sender.function),
      logicalId(set.stacks.api.chatSocket.handler.function),
      logicalId(set.stacks.api.coachStream.handler.function),
    ];
    expect(bundles.map((b) => b.logicalId).sort()).toEqual(expected.sort());
  });

  it('leaves the AWS SDK to the Lambda runtime (required, not bundled; no ES import of it)', () => {
    for (const bundle of bundles) {
      const code = readFileSync(bundle.file, 'utf8');
      // The SDK's user-agent middleware sets this header: its name in a bundle means SDK code was bundled.
      expect(code.includes('x-amz-user-agent'), `${bundle.constructPath} bundles the AWS SDK`).toBe(false);
      // An import() would load the SDK through the ES module loader, the slower path this format avoids.
      expect(code, `${bundle.constructPath} imports the AWS SDK`).not.toMatch(/\bimport\s*\(\s*"@(aws-sdk|smithy)\//);
      expect(code, `${bundle.constructPath} does not require() its SDK clients`).toMatch(
        /\brequire\("@aws-sdk\/client-/,
      );
    }
  });

  it('loads at cold start only the SDK clients its function uses (each client is tens of ms of it)', async () => {
    const api = set.stacks.api.functions;
    /** The `@aws-sdk/client-*` loaded with the bundle, before any invoke (lazy requires aside). */
    const clientsOf = async (fn: IConstruct) => {
      const group = Object.keys(api).find((name) => api[name]?.function === fn);
      const invocation = await (group ? groupInvocation(group) : load(bundleOf(fn), []));
      return invocation.sdkClients.map((name) => name.replace('@aws-sdk/client-', ''));
    };
    const expected: [IConstruct | undefined, string[]][] = [
      // Every store of personal data, the pool (deletion) and SES v2 (the goodbye).
      [api.account?.function, ['cognito-identity-provider', 'rds-data', 's3', 'sesv2']],
      // SES v2: the personal-email confirmation code mail.
      [api.auth?.function, ['cognito-identity-provider', 'rds-data', 'sesv2']],
      // The member's address (GetUser), bookings in SQL, the company's sponsored sessions and brand, the booking
      // mails (SES v2) and the reminders' schedules.
      [api.booking?.function, ['cognito-identity-provider', 'rds-data', 's3', 'scheduler', 'sesv2']],
      // Bedrock (the model, loaded even while the environment runs the guided coach), SNS (risk flags).
      // Chat: the caller's address (GetUser), SQL, the member's brand, pushes to sockets, the waiting mail, risk flags.
      [api.chat?.function, ['apigatewaymanagementapi', 'cognito-identity-provider', 'rds-data', 's3', 'sesv2', 'sns']],
      [api.coach?.function, ['bedrock-runtime', 'rds-data', 's3', 'sns']],
      [set.stacks.api.coachStream.handler.function, ['bedrock-runtime', 'rds-data', 's3', 'sns']],
      [api.company?.function, ['cognito-identity-provider', 'rds-data', 's3']],
      [api.contact?.function, ['rds-data', 'sesv2']],
      [api.content?.function, ['s3']],
      // Zoho's secret is read on first use, with Secrets Manager required then.
      [api.crm?.function, ['cognito-identity-provider', 'rds-data', 's3']],
      // Verifies tokens offline: no Cognito client.
      [api.events?.function, ['rds-data']],
      // The expert's address (GetUser), bookings in SQL, and a cancellation's mails (the member's brand, SES v2) and
      // dropped reminders.
      [api.expert?.function, ['cognito-identity-provider', 'rds-data', 's3', 'scheduler', 'sesv2']],
      [api.mail?.function, ['cognito-identity-provider', 'rds-data', 's3', 'sesv2']],
      [api.redirects?.function, ['s3']],
      [set.stacks.auth.preSignUp.function, ['s3']],
      [set.stacks.data.migrations.function, ['rds-data']],
      // The booking read again, the member's company brand, the mail: no Scheduler client (schedules delete themselves).
      [set.stacks.api.bookingReminders.sender.function, ['rds-data', 's3', 'sesv2']],
      // Tickets and connection records only.
      [set.stacks.api.chatSocket.handler.function, ['rds-data']],
    ];
    const loaded = await Promise.all(
      expected.map(([fn]) => {
        if (!fn) throw new Error('A Lambda of the list is missing');
        return clientsOf(fn);
      }),
    );
    expected.forEach(([fn, clients], index) => {
      expect(loaded[index], fn?.node.path).toEqual(clients);
    });
  });

  it.each(groups)(
    '%s: boots and answers API Gateway events (403, 404, 400, 401) with { message, code }',
    async (group) => {
      const cases = groupCases(group);
      const { outcomes } = await groupInvocation(group);
      cases.forEach((testCase, index) => {
        const outcome = outcomes[index];
        expect(outcome?.error, JSON.stringify(outcome?.error)).toBeUndefined();
        expect(outcome?.result?.statusCode).toBe(testCase.status);
        expect(json(outcome)).toEqual({ message: expect.any(String), code: expect.any(String) });
      });
    },
  );

  it("Coach streaming entry: boots with the runtime's awslambda and streams its refusals (403, 404, 401) as JSON", async () => {
    /** A REST API (payload 1.0) proxy event, as the streaming stage sends it (from CloudFront by default). */
    const restEvent = (resource: string, init: { direct?: boolean } = {}) => ({
      resource,
      path: resource,
      httpMethod: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(init.direct ? {} : { [ORIGIN_SECRET_HEADER]: ORIGIN_SECRET }),
      },
      multiValueHeaders: null,
      queryStringParameters: null,
      multiValueQueryStringParameters: null,
      pathParameters: null,
      body: '{"text":"hello"}',
      isBase64Encoded: false,
      requestContext: {
        accountId: '123456789012',
        apiId: 'bundletest',
        httpMethod: 'POST',
        path: `/stream${resource}`,
        protocol: 'HTTP/1.1',
        requestId: 'bundle-test-request',
        requestTimeEpoch: 1_893_456_000_000,
        resourcePath: resource,
        stage: 'stream',
        identity: { sourceIp: '203.0.113.7', userAgent: 'bundles.test' },
      },
    });
    const before = stubRequests.length;
    const outcomes = await invoke(bundleOf(set.stacks.api.coachStream.handler.function), [
      restEvent('/api/coach/messages', { direct: true }),
      restEvent('/api/no-such-route'),
      restEvent('/api/coach/messages'),
    ]);
    expect(outcomes.map((outcome) => outcome.error)).toEqual([undefined, undefined, undefined]);
    expect(outcomes.map((outcome) => outcome.result?.statusCode)).toEqual([403, 404, 401]);
    for (const outcome of outcomes) {
      expect(json(outcome)).toEqual({ message: expect.any(String), code: expect.any(String) });
    }
    // Only the origin secret was read: a refusal costs no other AWS call.
    expect(stubRequests.slice(before).every((request) => request.target === 'secretsmanager.GetSecretValue')).toBe(
      true,
    );
  });

  it('PreSignUp: boots, reads the company bucket (S3 answers 404) and refuses an ineligible email', async () => {
    const before = stubRequests.length;
    const [outcome] = await invoke(bundleOf(set.stacks.auth.preSignUp.function), [
      {
        version: '1',
        triggerSource: 'PreSignUp_SignUp',
        region: 'us-east-1',
        userPoolId: 'us-east-1_Bundle123',
        userName: 'someone',
        callerContext: { awsSdkVersion: 'test', clientId: 'bundletestclient' },
        request: { userAttributes: { email: 'someone@nowhere.example' } },
        response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
      },
    ]);
    expect(outcome?.error?.message).toMatch(/client companies/);
    const s3Reads = stubRequests.slice(before);
    expect(s3Reads.length).toBeGreaterThan(0);
    for (const request of s3Reads) {
      expect(request.method).toBe('GET');
      expect(request.url).toMatch(/^\/kinwell-bundle-test\//);
    }
  });

  it('Migrations: boots and answers a custom resource Delete without touching the database', async () => {
    const [outcome] = await invoke(bundleOf(set.stacks.data.migrations.function), [
      { RequestType: 'Delete', PhysicalResourceId: 'kinwell-migrations' },
    ]);
    expect(outcome).toEqual({ result: { PhysicalResourceId: 'kinwell-migrations' } });
  });

  it('Booking reminders: boots and refuses a malformed reminder without any AWS call (no retry: it never parses)', async () => {
    const before = stubRequests.length;
    const [outcome] = await invoke(bundleOf(set.stacks.api.bookingReminders.sender.function), [
      { bookingId: '', kind: 'reminder-2h', dueAt: 'soon' },
    ]);
    expect(outcome).toEqual({ result: { outcome: 'invalid' } });
    expect(stubRequests.slice(before)).toEqual([]);
  });

  it('Chat socket: boots, answers a ping, and refuses a $connect without a ticket before any AWS call', async () => {
    const before = stubRequests.length;
    const outcomes = await invoke(bundleOf(set.stacks.api.chatSocket.handler.function), [
      { requestContext: { routeKey: '$default', connectionId: 'c-1' } },
      { requestContext: { routeKey: '$connect', connectionId: 'c-2' }, queryStringParameters: null },
    ]);
    expect(outcomes).toEqual([
      { result: { statusCode: 200, body: '{"type":"pong"}' } },
      { result: { statusCode: 401 } },
    ]);
    expect(stubRequests.slice(before)).toEqual([]);
  });

  it("names every function's handler and code folder in its template, as `sam local invoke` reads them", () => {
    const assembly = set.app.synth();
    let checked = 0;
    for (const stack of assembly.stacks) {
      const resources = stack.template.Resources as Record<string, SamFunctionResource>;
      for (const [id, resource] of Object.entries(resources)) {
        if (resource.Type !== 'AWS::Lambda::Function') continue;
        const where = `${stack.stackName}/${id}`;
        const handler = resource.Properties.Handler;
        expect(handler, `${where} names no Handler`).toMatch(/^[\w./-]+\.\w+$/);
        if (resource.Properties.Code.ZipFile) continue; // inline code: SAM reads it from the template itself
        expect(resource.Metadata?.['aws:asset:property'], where).toBe('Code');
        const folder = resolve(assembly.directory, resource.Metadata?.['aws:asset:path'] ?? '');
        expect(existsSync(folder), `${where}: no code folder ${folder}`).toBe(true);
        // `index.handler` is a file index.js (or .mjs, .cjs, .py…) exporting `handler`.
        const file = (handler as string).slice(0, (handler as string).lastIndexOf('.'));
        const found = readdirSync(folder, { recursive: true }).map(String);
        expect(
          found.some((name) => name.replace(/\.\w+$/, '') === file),
          `${where}: no ${file}.* in ${folder}`,
        ).toBe(true);
        checked++;
      }
    }
    // Every API group, the PreSignUp trigger and the migrations at least (CDK's own handlers besides).
    expect(checked).toBeGreaterThanOrEqual(bundles.length);
  });
});

/** A Lambda function as a synthesized template holds it. */
interface SamFunctionResource {
  Type: string;
  Properties: { Handler?: string; Code: { ZipFile?: string; S3Key?: unknown } };
  Metadata?: Record<string, string>;
}
