import type { ErrorCode } from '../errors/error-catalog';
import { commonMessages } from './common-messages';

/**
 * Domain errors. Core throws these; one middleware in `functions` maps them to HTTP answers, so no route
 * builds an error response by hand. `status` is the HTTP status the error stands for; `errorCode` the stable
 * code the answer carries (core's error catalog). A throw site names its code where its words could mean two
 * (the same text in two tables); otherwise the code is its words' own, found when the answer is made, and
 * words that are none of the tables' get their status's code, so they never reach a user.
 */
export class DomainError extends Error {
  readonly status: number;
  readonly errorCode: ErrorCode | undefined;
  /**
   * Fields the answer carries beside `message` and `code`, for a client to act on (a lost booking race's next free
   * times). Never internals: they are shown to the caller as they are.
   */
  answerFields: Readonly<Record<string, unknown>> | undefined;
  constructor(message: string, status: number, errorCode?: ErrorCode) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    this.errorCode = errorCode;
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, code?: ErrorCode) {
    super(message, 400, code);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Unauthorized', code?: ErrorCode) {
    super(message, 401, code);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'Forbidden', code?: ErrorCode) {
    super(message, 403, code);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found', code?: ErrorCode) {
    super(message, 404, code);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, code?: ErrorCode) {
    super(message, 409, code);
  }
}

export class PreconditionFailedError extends DomainError {
  constructor(message = 'The object changed since it was read', code: ErrorCode = 'common.conflict') {
    super(message, 412, code);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(message = 'Request body is too large', code: ErrorCode = 'common.bodyTooLarge') {
    super(message, 413, code);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(message: string, code?: ErrorCode) {
    super(message, 429, code);
  }
}

/**
 * Kinwell cannot answer for a short while, through no fault of the request (the database is resuming from a pause):
 * a 503 that tells the client when to ask again. `retryAfterSeconds` becomes the answer's Retry-After header.
 */
export class ServiceUnavailableError extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(
    message: string = commonMessages.unavailable,
    retryAfterSeconds = 10,
    code: ErrorCode = 'common.unavailable',
    options?: ErrorOptions,
  ) {
    super(message, 503, code);
    this.retryAfterSeconds = retryAfterSeconds;
    if (options && 'cause' in options) this.cause = options.cause;
  }
}

/** A service we depend on (the mail service, the CRM) failed or refused; the message is for the user. */
export class UpstreamError extends DomainError {
  constructor(message: string, status = 502, code?: ErrorCode) {
    super(message, status, code);
  }
}

/** The mail service did not take a mail (SES refused it, throttled us, or is unreachable). */
export class MailDeliveryError extends UpstreamError {
  constructor(message: string = commonMessages.mailFailed, code?: ErrorCode) {
    super(message, 502, code);
  }
}
