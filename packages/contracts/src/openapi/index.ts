export { apiDocument } from './api-document';
export { ERROR_ANSWERS, type ErrorAnswer, errorAnswersOf } from './error-answers';
export {
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiOptions,
  type OpenApiParameter,
  openApiDocument,
  SESSION_COOKIE_NAME,
} from './openapi-document';
