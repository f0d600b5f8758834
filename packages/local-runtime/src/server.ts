import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { apiRoutes, localOnlyRoutes } from '@kinwell/contracts';
import { type Clock, localeFromAcceptLanguage, localizedError } from '@kinwell/core';
import { type ApiResult, isStreamedResult, type StreamedResult } from '@kinwell/functions/http';
import type { LocalDeps } from '@kinwell/functions/runtime/local';
import { lambdaContext, requestUrl, toApiEvent } from './api-event';
import { attachChatSockets } from './chat-socket-server';
import type { LocalServerConfig } from './config';
import { renderMailboxPage } from './dev/mailbox-page';
import { openLocalData } from './local-data';
import { createRouteTable } from './route-table';
import { securityHeaders } from './security-headers';
import { serveSelfCareContent } from './self-care-content';
import { createStaticFiles } from './static-files';

// API Gateway's own limit is 10 MB; nothing of ours needs more than a fraction of that.
const MAX_REQUEST_BYTES = 1024 * 1024;
const SHUTDOWN_GRACE_MS = 10_000;
/**
 * API Gateway's limit for an integration's answer. The handlers run here without a Lambda deadline (no early
 * timeout: functions/src/runtime/local.ts); a request still silent after this long gets a 504, as behind AWS.
 */
const HANDLER_TIMEOUT_MS = 30_000;

export interface LocalServer {
  url: string;
  port: number;
  deps: LocalDeps;
  close(): Promise<void>;
}

const NO_BODY = Buffer.alloc(0);

/** HTTP/1.1 framing: a request carries a body only with a non-zero Content-Length or a Transfer-Encoding. */
const hasBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        resolve(undefined);
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_REQUEST_BYTES ? undefined : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The server's own error answers (no route, a crash, a handler too slow), as the handlers' are: coded and localized. */
const failure = (status: number, request: IncomingMessage) =>
  localizedError({ status, message: '' }, localeFromAcceptLanguage(request.headers['accept-language']));

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(text);
}

function sendResult(response: ServerResponse, result: ApiResult) {
  const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body = result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? '');
  const status = result.statusCode ?? 200;
  // A known length, as API Gateway sends: without it Node frames the answer in chunks, a costlier write.
  // (204 and 304 carry no body and may not state a length.)
  if (status !== 204 && status !== 304) {
    headers['content-length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.length);
  }
  response.writeHead(status, headers);
  response.end(body);
}

/**
 * An answer written as it is made (the coach's server-sent events): each piece is sent at once, and the handler's
 * stream is stopped when the client goes away (the model call with it). In AWS the coach's streaming Lambda does the
 * same behind a REST API (functions/src/runtime/aws/streaming-lambda.ts).
 */
async function sendStream(response: ServerResponse, result: StreamedResult) {
  const abort = new AbortController();
  const gone = () => {
    if (!response.writableFinished) abort.abort();
  };
  response.on('close', gone);
  response.writeHead(result.statusCode ?? 200, result.headers as Record<string, string>);
  // The headers now, so the page knows the answer has begun before the first piece.
  response.flushHeaders();
  try {
    for await (const piece of result.stream(abort.signal)) {
      if (abort.signal.aborted) break;
      response.write(piece);
    }
  } finally {
    response.off('close', gone);
    response.end();
  }
}

/**
 * The local runtime: one process serving the built SPA and mounting the same endpoint-group handlers the
 * Lambdas export, each request turned into the API Gateway v2 event AWS would deliver.
 */
export async function startLocalServer(
  config: LocalServerConfig,
  options: { clock?: Clock; handlerTimeoutMs?: number } = {},
): Promise<LocalServer> {
  const handlerTimeoutMs = options.handlerTimeoutMs ?? HANDLER_TIMEOUT_MS;
  // PUBLIC_URL, else known once listening (the port may be 0): links and images in mails point here.
  let publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const data = await openLocalData(config, { clock: options.clock, publicUrl: () => publicUrl });
  const { deps, handlers } = data;
  const lookup = createRouteTable([...Object.values(apiRoutes), ...Object.values(localOnlyRoutes)]);
  const serveStatic = createStaticFiles(config.staticDir);
  let inFlight = 0;
  let idle: (() => void) | undefined;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = requestUrl(request);
    const method = request.method ?? 'GET';
    if (url.pathname.startsWith('/api/')) {
      const found = lookup(method, url.pathname);
      if (!found) return sendJson(response, 404, failure(404, request));
      if ('allowed' in found) {
        return sendJson(response, 405, failure(405, request), { allow: found.allowed.join(', ') });
      }
      const body = hasBody(request) ? await readBody(request) : NO_BODY;
      if (!body) return sendJson(response, 413, { message: 'Request body is too large' });
      const event = toApiEvent(request, body, found.match, { url });
      const handler = handlers[found.match.route.group];
      const context = lambdaContext(found.match.route.group, event.requestContext.requestId, handlerTimeoutMs);
      const result = await handler(event, context);
      // Already answered 504 (HANDLER_TIMEOUT_MS): the late result has no one to go to.
      if (response.headersSent) return;
      if (isStreamedResult(result)) return sendStream(response, result);
      return sendResult(response, result);
    }
    if (method !== 'GET' && method !== 'HEAD') {
      return sendJson(response, 405, { message: 'Method not allowed' }, { allow: 'GET, HEAD' });
    }
    if (url.pathname.startsWith('/content/')) {
      return serveSelfCareContent(deps.objects, url.pathname, request, response, securityHeaders());
    }
    if (url.pathname === '/dev/mail' || url.pathname === '/dev/mail/') {
      const nonce = randomBytes(16).toString('base64');
      const to = url.searchParams.get('to')?.trim().toLowerCase() || undefined;
      const csp = `default-src 'none'; style-src 'nonce-${nonce}'; img-src * data:; frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'`;
      response.writeHead(200, {
        ...securityHeaders(csp),
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.end(renderMailboxPage(await deps.mailbox.list({ to }), to, nonce));
      return;
    }
    return serveStatic(method, url, response, securityHeaders(), request.headers);
  }

  /** The answer each connection is giving (or gave last): a socket gone silent too long is told why. */
  const answering = new WeakMap<Socket, ServerResponse>();

  const server = createServer((request, response) => {
    // A request counts as under way until its handler has finished, not until its client hangs up: a
    // write whose caller went away must still land before the database closes.
    inFlight++;
    answering.set(request.socket, response);
    handle(request, response)
      .catch((error: unknown) => {
        console.error(
          JSON.stringify({
            level: 'error',
            message: 'Unhandled request error',
            url: request.url,
            error: String(error),
          }),
        );
        if (!response.headersSent) sendJson(response, 500, failure(500, request));
        else response.destroy();
      })
      .finally(() => {
        inFlight--;
        if (inFlight === 0) idle?.();
      });
  });
  const chatSockets = attachChatSockets(server, deps);
  server.keepAliveTimeout = 5_000;
  // One inactivity timer per connection (no timer per request). Only an answer under way is acted on: a connection
  // still sending its request or idle between requests is Node's to close (headersTimeout, keepAliveTimeout).
  server.setTimeout(handlerTimeoutMs, (socket) => {
    const response = answering.get(socket);
    if (!response || response.headersSent) return;
    sendJson(response, 504, failure(504, response.req), { connection: 'close' });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  }).catch(async (error) => {
    await data.close();
    throw error;
  });
  const { port } = server.address() as AddressInfo;
  // Reminders go out from the process that serves (the data directory's one owner), not from a one-off invoke.
  deps.bookingNotices.poller.start();

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // Stop taking requests, let those under way finish (their writes land), then close the database.
      server.close();
      chatSockets.close();
      server.closeIdleConnections();
      if (inFlight > 0) {
        await new Promise<void>((resolve) => {
          idle = resolve;
          setTimeout(resolve, SHUTDOWN_GRACE_MS).unref();
        });
      }
      server.closeAllConnections();
      await data.close();
    })();
    return closing;
  };

  const host = config.host === '127.0.0.1' || config.host === '0.0.0.0' ? 'localhost' : config.host;
  const url = `http://${host}:${port}`;
  publicUrl = config.publicUrl ?? url;
  return { url, port, deps, close };
}
