export {
  bufferStream,
  eventStreamResponse,
  isStreamedResult,
  type StreamedResult,
  serverSentEvent,
} from './event-stream';
export {
  createGroupHandler,
  defineRoute,
  type GroupOptions,
  type HandlerRuntime,
  type RouteHandler,
  type RouteInput,
} from './group-handler';
export { MAX_BODY_BYTES } from './request-input';
export { requestLocale } from './request-locale';
export { binaryResponse, jsonResponse } from './responses';
export {
  accessTokenOf,
  clearedSessionCookies,
  REFRESH_COOKIE,
  REMEMBER_COOKIE,
  readCookie,
  rememberCookie,
  SESSION_COOKIE,
  sessionCookies,
} from './session-cookies';
export type { ApiEvent, ApiHandler, ApiResult } from './types';
