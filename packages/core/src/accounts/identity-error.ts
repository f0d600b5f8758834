import { DomainError } from '../shared/errors';

/**
 * The failures of the identity port, named as Cognito names them so both adapters and the front end speak
 * of them alike. The message is what the user reads.
 */
export type IdentityErrorCode =
  | 'UserNotConfirmedException'
  | 'NotAuthorizedException'
  | 'UsernameExistsException'
  | 'CodeMismatchException'
  | 'ExpiredCodeException'
  | 'InvalidPasswordException'
  | 'InvalidParameterException'
  | 'UserNotFoundException'
  | 'LimitExceededException'
  | 'UserLambdaValidationException';

const STATUS: Record<IdentityErrorCode, number> = {
  UserNotConfirmedException: 403,
  NotAuthorizedException: 401,
  UsernameExistsException: 409,
  CodeMismatchException: 400,
  ExpiredCodeException: 400,
  InvalidPasswordException: 400,
  InvalidParameterException: 400,
  UserNotFoundException: 404,
  LimitExceededException: 429,
  UserLambdaValidationException: 403,
};

export class IdentityError extends DomainError {
  constructor(
    readonly code: IdentityErrorCode,
    message: string,
  ) {
    super(message, STATUS[code]);
  }
}
