export { createGroupHandler, defineRoute, type RouteHandler, type RouteInput } from './group-handler';
export { MAX_BODY_BYTES } from './request-input';
export { binaryResponse, jsonResponse } from './responses';
export type { ApiEvent, ApiHandler, ApiResult } from './types';
