import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { type RouteContract, routeKey } from '@kinwell/contracts';
import { authMessages, type Caller, commonMessages, UnauthorizedError } from '@kinwell/core';
import middy, { type MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import type { z } from 'zod';
import { errorMapping, RequestError } from '../middleware/error-mapping';
import { jsonTelemetry, type Telemetry } from '../observability/telemetry';
import { withInvocationDeadline } from './invocation-deadline';
import { parseBody, parseQuery } from './request-input';
import { accessTokenOf } from './session-cookies';
import type { ApiEvent, ApiHandler, ApiResult } from './types';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteInput<R extends RouteContract> {
  query: Infer<R['query']>;
  body: Infer<R['body']>;
  pathParameters: Record<string, string>;
  /** The verified caller of a signed-in route (`auth` other than 'none'). */
  caller: R['auth'] extends 'none' ? undefined : Caller;
  event: ApiEvent;
  /** The group's logger and metrics, this request's id already on every line. */
  telemetry: Telemetry;
}

/** How the runtime around the handler runs it: the same for every group of one runtime. */
export interface HandlerRuntime {
  /**
   * Answer just before the function's deadline (middy's early timeout), as Lambda needs: it kills a function at its
   * timeout. That costs a timer, a promise and a race per request, so a runtime without a deadline (the local
   * server) turns it off. @default true
   */
  timeoutEarly?: boolean;
  /**
   * Pass the invocation's deadline on to adapters that retry (invocation-deadline.ts: the Data API's resume retry).
   * That runs each request in an AsyncLocalStorage, and once one has run, Node 22 calls its hooks on every promise
   * and tick of the process: a runtime without a deadline and without those adapters (the local server) turns it
   * off. @default true
   */
  invocationDeadline?: boolean;
  /**
   * Where the group logs and counts: JSON lines and EMF metrics named from POWERTOOLS_* env (AWS), readable lines
   * (the local runtime). @default jsonTelemetry()
   */
  telemetry?: Telemetry;
  /**
   * Powertools' middlewares around each invocation (injectLambdaContext, logMetrics): the Lambda context and the
   * cold-start flag on every line, the metrics flushed as EMF, a ColdStart metric. The local server turns them off:
   * one process serves every group, has no cold start per request and no EMF to write, and their per-request work
   * (environment reads, object copies) cost its reads a few percent; the request keys are cleared all the same.
   * @default true
   */
  lambdaContext?: boolean;
}

export interface GroupOptions extends HandlerRuntime {
  /** Verifies an access token; required when a route of the group needs a signed-in caller. */
  verifyCaller?: (accessToken: string) => Promise<Caller>;
}

export interface RouteHandler<R extends RouteContract = RouteContract> {
  contract: R;
  handle(input: RouteInput<R>): Promise<ApiResult>;
}

/** Pairs a route's contract with the code that answers it; input arrives already validated. */
export function defineRoute<R extends RouteContract>(
  contract: R,
  handle: (input: RouteInput<R>) => Promise<ApiResult>,
): RouteHandler<R> {
  return { contract, handle };
}

/** Without Powertools' middlewares: the request's log keys cleared and its metrics shown once it is answered. */
const requestTelemetry = ({ logger, metrics }: Telemetry): MiddlewareObj<ApiEvent, ApiResult> => {
  const done = () => {
    logger.resetKeys();
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  };
  return { after: done, onError: done };
};

/**
 * One Lambda per endpoint group: this dispatches on the event's routeKey (set by API Gateway, and by
 * the local runtime the same way) to the route that answers it, behind the shared middleware.
 */
export function createGroupHandler(routes: readonly RouteHandler[], options: GroupOptions = {}): ApiHandler {
  const byKey = new Map(routes.map((route) => [routeKey(route.contract), route]));
  const {
    verifyCaller,
    timeoutEarly = true,
    invocationDeadline = true,
    telemetry = jsonTelemetry(),
    lambdaContext = true,
  } = options;
  if (!verifyCaller && routes.some((route) => route.contract.auth !== 'none')) {
    throw new Error('A group with signed-in routes needs verifyCaller');
  }
  // A guard in the browser is not authorization: every signed-in route verifies the token here, in both
  // runtimes, whatever API Gateway checked before.
  const callerOf = async (route: RouteHandler, event: ApiEvent): Promise<Caller | undefined> => {
    if (route.contract.auth === 'none' || !verifyCaller) return undefined;
    const token = accessTokenOf(event);
    if (!token) throw new UnauthorizedError(authMessages.signInRequired, 'auth.signInRequired');
    return verifyCaller(token);
  };
  const withDeadline: typeof withInvocationDeadline = invocationDeadline
    ? withInvocationDeadline
    : (_context, work) => work();
  const dispatch = async (event: ApiEvent, context: Context): Promise<ApiResult> => {
    // API Gateway's request id is the one the caller and the access log see; Lambda's is on the line already.
    telemetry.logger.appendKeys({ requestId: event.requestContext?.requestId, routeKey: event.routeKey });
    const route = byKey.get(event.routeKey);
    if (!route) throw new RequestError(commonMessages.notFound, 404, 'common.notFound');
    // Adapters that retry (the database's resume retry) read the deadline from here, to stop before Lambda does.
    return withDeadline(context, async () => {
      const caller = await callerOf(route, event);
      return route.handle({
        caller: caller as never,
        query: parseQuery(route.contract, event) as never,
        body: parseBody(route.contract, event) as never,
        pathParameters: (event.pathParameters ?? {}) as Record<string, string>,
        event,
        telemetry,
      });
    });
  };
  // Middy runs `before`s in this order and `after`/`onError`s in reverse: the error mapping answers (and counts the
  // error) first, then the metrics are published, then the request's log keys are cleared.
  const invocation = lambdaContext
    ? [
        injectLambdaContext(telemetry.logger, { resetKeys: true }),
        logMetrics(telemetry.metrics, { captureColdStartMetric: true }),
      ]
    : [requestTelemetry(telemetry)];
  return middy<ApiEvent, ApiResult>(timeoutEarly ? {} : { timeoutEarlyInMillis: 0 })
    .use(invocation)
    .use(errorMapping(telemetry))
    .handler(dispatch) as unknown as ApiHandler;
}
