import { type RouteContract, routeKey } from '@kinwell/contracts';
import middy from '@middy/core';
import type { z } from 'zod';
import { errorMapping, RequestError } from '../middleware/error-mapping';
import { parseBody, parseQuery } from './request-input';
import type { ApiEvent, ApiHandler, ApiResult } from './types';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteInput<R extends RouteContract> {
  query: Infer<R['query']>;
  body: Infer<R['body']>;
  pathParameters: Record<string, string>;
  event: ApiEvent;
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

/**
 * One Lambda per endpoint group: this dispatches on the event's routeKey (set by API Gateway, and by
 * the local runtime the same way) to the route that answers it, behind the shared middleware.
 */
export function createGroupHandler(routes: readonly RouteHandler[]): ApiHandler {
  const byKey = new Map(routes.map((route) => [routeKey(route.contract), route]));
  const dispatch = async (event: ApiEvent): Promise<ApiResult> => {
    const route = byKey.get(event.routeKey);
    if (!route) throw new RequestError('Not found', 404);
    return route.handle({
      query: parseQuery(route.contract, event) as never,
      body: parseBody(route.contract, event) as never,
      pathParameters: (event.pathParameters ?? {}) as Record<string, string>,
      event,
    });
  };
  return middy<ApiEvent, ApiResult>().use(errorMapping()).handler(dispatch) as unknown as ApiHandler;
}
