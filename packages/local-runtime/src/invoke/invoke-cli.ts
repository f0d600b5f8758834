import { readFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { apiRoutes, localOnlyRoutes, type RouteContract, routeKey } from '@kinwell/contracts';
import { type ApiHandler, type ApiResult, bufferStream } from '@kinwell/functions/http';
import { apiEventOf, lambdaContext } from '../api-event';

export const USAGE = `Calls an endpoint group's Lambda handler with the API Gateway v2 event a request would make, on the local
runtime's data (.data/, or KINWELL_DATA_DIR) and adapters: no server, no Docker. Stop \`npm start\` first (one
process owns a data directory), or point KINWELL_DATA_DIR at another folder.

Usage:
  invoke <group> <route> [options]   route: its name in packages/contracts (login, getSelfCareTheme, sign-up…)
  invoke <group>                     lists the group's routes
  invoke                             lists the groups

Options:
  --body FILE          the JSON body, from a file (- reads standard input)
  --data JSON          the JSON body, inline
  --token TOKEN        Authorization: Bearer TOKEN (the AccessToken \`invoke auth login\` prints)
  --cookie NAME=VALUE  a cookie (repeatable): kinwell_session=… or, for auth refreshSession, kinwell_refresh=…
  --param NAME=VALUE   a path parameter (repeatable): --param themeId=burnout-refill
  --query NAME=VALUE   a query parameter (repeatable): --query language=fr
  --header NAME:VALUE  a request header (repeatable): --header accept-language:fr
  --event              print the event handed to the handler too

Prints the answer's status, headers and body; exits 1 on a 4xx/5xx answer, 2 on a usage error.`;

export interface InvokeIo {
  out(line: string): void;
  err(line: string): void;
}

export interface InvokeOptions {
  /** Every group's handler, wired to the local adapters (openLocalData): opened only when a route is called. */
  handlers: () => Promise<Readonly<Record<RouteContract['group'], ApiHandler>>>;
  io: InvokeIo;
  /** Where relative `--body` files are found. @default process.cwd() */
  cwd?: string;
  readStdin?: () => Promise<string>;
}

/** A handler gets this long, as the local server gives it (API Gateway's own limit). */
const TIMEOUT_MS = 30_000;
const ROUTES: Readonly<Record<string, RouteContract>> = { ...apiRoutes, ...localOnlyRoutes };

class UsageError extends Error {}

/** `sign-up`, `signup` and `signUp` all name the route `signUp`. */
const simplified = (name: string) => name.replaceAll(/[-_]/g, '').toLowerCase();

function findRoute(group: string, name: string): [string, RouteContract] {
  const routes = Object.entries(ROUTES).filter(([, route]) => route.group === group);
  if (routes.length === 0) throw new UsageError(`No group ${group}. Groups: ${groupNames().join(', ')}`);
  const found = routes.find(([routeName]) => simplified(routeName) === simplified(name));
  if (!found) throw new UsageError(`No route ${name} in ${group}. Its routes: ${routes.map(([n]) => n).join(', ')}`);
  return found;
}

const groupNames = () => [...new Set(Object.values(ROUTES).map((route) => route.group))].sort();

/** `NAME=VALUE` (or `NAME:VALUE` for headers) pairs. */
function pairs(values: string[] | undefined, separator: '=' | ':', option: string): [string, string][] {
  return (values ?? []).map((value) => {
    const at = value.indexOf(separator);
    if (at <= 0) throw new UsageError(`--${option} takes NAME${separator}VALUE, not ${value}`);
    return [value.slice(0, at).trim(), value.slice(at + 1).trim()];
  });
}

function requestPath(route: RouteContract, parameters: Map<string, string>): string {
  return route.path.replaceAll(/\{(\w+)\}/g, (_, name: string) => {
    const value = parameters.get(name);
    if (value === undefined) throw new UsageError(`${routeKey(route)} needs --param ${name}=…`);
    return encodeURIComponent(value);
  });
}

function printAnswer(result: ApiResult, io: InvokeIo): void {
  io.out(`HTTP ${result.statusCode ?? 200}`);
  for (const [name, value] of Object.entries(result.headers ?? {})) io.out(`${name}: ${value}`);
  for (const cookie of result.cookies ?? []) io.out(`set-cookie: ${cookie}`);
  io.out('');
  const body = result.body ?? '';
  const contentType = String(result.headers?.['content-type'] ?? '');
  if (result.isBase64Encoded) {
    io.out(`(${Buffer.from(body, 'base64').length} bytes of ${contentType || 'binary data'})`);
  } else if (/json/i.test(contentType) && body) {
    io.out(JSON.stringify(JSON.parse(body), null, 2));
  } else if (body) {
    io.out(body);
  }
}

/**
 * `npm run invoke -- <group> <route> …`: one request to one group's handler, as API Gateway would make it
 * (apiEventOf, the event the local server builds), its answer printed. Answers the process exit code.
 */
export async function runInvoke(args: string[], options: InvokeOptions): Promise<number> {
  const { io } = options;
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        body: { type: 'string' },
        data: { type: 'string' },
        token: { type: 'string' },
        cookie: { type: 'string', multiple: true },
        param: { type: 'string', multiple: true },
        query: { type: 'string', multiple: true },
        header: { type: 'string', multiple: true },
        event: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [group, name] = positionals;
    if (values.help || !group) {
      io.out(USAGE);
      io.out(`\nGroups: ${groupNames().join(', ')}`);
      return values.help ? 0 : 2;
    }
    if (!name) {
      const routes = Object.entries(ROUTES).filter(([, route]) => route.group === group);
      if (routes.length === 0) throw new UsageError(`No group ${group}. Groups: ${groupNames().join(', ')}`);
      for (const [routeName, route] of routes) io.out(`${routeName}\t${routeKey(route)}\t${route.auth}`);
      return 0;
    }
    const [, route] = findRoute(group, name);
    if (values.body !== undefined && values.data !== undefined) throw new UsageError('--body or --data, not both');

    let body = Buffer.alloc(0);
    if (values.body === '-') body = Buffer.from(await (options.readStdin ?? readStandardInput)());
    else if (values.body !== undefined) body = await readFile(resolve(options.cwd ?? process.cwd(), values.body));
    else if (values.data !== undefined) body = Buffer.from(values.data);

    const url = new URL(requestPath(route, new Map(pairs(values.param, '=', 'param'))), 'http://localhost');
    for (const [key, value] of pairs(values.query, '=', 'query')) url.searchParams.append(key, value);

    const headers: IncomingHttpHeaders = { host: 'localhost', 'user-agent': 'kinwell-invoke' };
    if (body.length > 0) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(body.length);
    }
    if (values.token) headers.authorization = `Bearer ${values.token}`;
    const cookies = pairs(values.cookie, '=', 'cookie').map(([key, value]) => `${key}=${value}`);
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    for (const [key, value] of pairs(values.header, ':', 'header')) headers[key.toLowerCase()] = value;

    const pathParameters = Object.fromEntries(pairs(values.param, '=', 'param'));
    const event = apiEventOf({ method: route.method, url, headers }, body, {
      route,
      routeKey: routeKey(route),
      pathParameters,
    });
    if (values.event) io.err(JSON.stringify(event, null, 2));
    const context = lambdaContext(route.group, event.requestContext.requestId, TIMEOUT_MS);
    const handler = (await options.handlers())[route.group];
    // A streamed answer (the coach's events) is printed whole, once it has ended.
    const result = await bufferStream(await handler(event, context));
    printAnswer(result, io);
    return (result.statusCode ?? 200) >= 400 ? 1 : 0;
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err((error as Error).message);
      return 2;
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      io.err(`No such file: ${(error as NodeJS.ErrnoException).path}`);
      return 2;
    }
    throw error;
  }
}

async function readStandardInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
