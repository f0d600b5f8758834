import { commonMessages } from './common-messages';

/**
 * Domain errors. Core throws these; one middleware in `functions` maps them to HTTP answers, so no route
 * builds an error response by hand. `status` is the HTTP status the error stands for; messages below 500
 * are shown to users word for word.
 */
export class DomainError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = new.target.name;
    this.status = status;
  }
}

export class ValidationError extends DomainError {
  constructor(message: string) {
    super(message, 400);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Unauthorized') {
    super(message, 401);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'Forbidden') {
    super(message, 403);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super(message, 404);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super(message, 409);
  }
}

export class PreconditionFailedError extends DomainError {
  constructor(message = 'The object changed since it was read') {
    super(message, 412);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(message = 'Request body is too large') {
    super(message, 413);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(message: string) {
    super(message, 429);
  }
}

/** A service we depend on (the mail service, the CRM) failed or refused; the message is for the user. */
export class UpstreamError extends DomainError {
  constructor(message: string, status = 502) {
    super(message, status);
  }
}

/** The mail service did not take a mail (SES refused it, throttled us, or is unreachable). */
export class MailDeliveryError extends UpstreamError {
  constructor(message: string = commonMessages.mailFailed) {
    super(message, 502);
  }
}
