import { randomBytes } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  type AttributeType,
  type CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  type InitiateAuthCommandOutput,
  ResendConfirmationCodeCommand,
  RevokeTokenCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  type AuthTokens,
  authMessages,
  type Caller,
  type ExpertAccountAdmin,
  IdentityError,
  type IdentityErrorCode,
  type IdentityProvider,
  type IdentityUser,
  normalizeEmail,
  passwordProblem,
  type SignUpInput,
  UnauthorizedError,
} from '@kinwell/core';
import { type AccessTokenVerifier, CognitoTokenVerifier } from './cognito-token-verifier';

export interface CognitoIdentityOptions {
  client: CognitoIdentityProviderClient;
  userPoolId: string;
  /** The SPA app client: no secret, USER_PASSWORD_AUTH enabled, PreventUserExistenceErrors on. */
  clientId: string;
  /** Defaults to aws-jwt-verify's Cognito verifier for this pool and client (JWKS fetched once, cached). */
  verifier?: AccessTokenVerifier;
}

/** Which call failed: the same Cognito exception means different things to the user per call. */
type Operation =
  | 'signUp'
  | 'confirmSignUp'
  | 'resendConfirmationCode'
  | 'login'
  | 'refresh'
  | 'getUser'
  | 'updateAttributes'
  | 'forgotPassword'
  | 'confirmForgotPassword'
  | 'signOut'
  | 'revokeRefreshToken'
  | 'deleteUser';

const errorName = (error: unknown) => (error instanceof Error ? error.name : undefined);
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : '');

/**
 * RevokeToken's answers for a token there is nothing left to end: not a refresh token of this client, or one
 * already revoked or expired (RFC 7009 answers success there; NotAuthorized is taken alike in case Cognito does
 * not). Anything else (a misconfigured client, throttling) is a failure the caller logs.
 */
const NOTHING_TO_REVOKE = new Set(['UnsupportedTokenTypeException', 'NotAuthorizedException']);

const identityError = (code: IdentityErrorCode, message: string, cause: unknown) =>
  Object.assign(new IdentityError(code, message), { cause });

const sessionExpired = (cause?: unknown) =>
  Object.assign(new UnauthorizedError(authMessages.sessionExpired), cause === undefined ? {} : { cause });

/** Failures that must look like success, so the answer never tells whether an account exists. */
function isSilent(error: unknown, operation: Operation): boolean {
  if (operation !== 'forgotPassword' && operation !== 'resendConfirmationCode') return false;
  if (errorName(error) === 'UserNotFoundException') return true;
  // ForgotPassword of a never-confirmed account: Cognito has no verified address to send to. Telling the
  // caller so would reveal the account; the local provider likewise sends nothing and answers alike.
  return (
    operation === 'forgotPassword' &&
    errorName(error) === 'InvalidParameterException' &&
    /no registered\/verified email/i.test(errorMessage(error))
  );
}

/**
 * Cognito's exception (matched by `name`, as the SDK sets it) as the domain error the API answers with, in
 * the words of auth-messages.ts. Anything not recognised comes back unchanged: a 500, logged, never shown.
 */
function translate(error: unknown, operation: Operation, password?: string): unknown {
  const message = errorMessage(error);
  switch (errorName(error)) {
    case 'UserNotConfirmedException':
      return identityError('UserNotConfirmedException', authMessages.userNotConfirmed, error);
    case 'NotAuthorizedException':
      // Cognito's lockout after repeated wrong passwords comes as NotAuthorized with this message.
      if (/password attempts exceeded/i.test(message)) {
        return identityError('LimitExceededException', authMessages.tooManyAttempts, error);
      }
      if (operation === 'confirmSignUp' && /CONFIRMED/.test(message)) {
        return identityError('NotAuthorizedException', authMessages.alreadyConfirmed, error);
      }
      // A revoked, expired or forged access token is a session that ended, not a wrong password.
      if (operation === 'getUser' || operation === 'signOut') {
        return sessionExpired(error);
      }
      // Cognito's own words ('Refresh Token has been revoked'), as the product showed them.
      if (operation === 'refresh') {
        return identityError('NotAuthorizedException', message || authMessages.sessionExpired, error);
      }
      return identityError('NotAuthorizedException', authMessages.wrongCredentials, error);
    case 'UsernameExistsException':
      return identityError('UsernameExistsException', authMessages.accountExists, error);
    case 'CodeMismatchException':
      return identityError('CodeMismatchException', authMessages.invalidCode, error);
    case 'ExpiredCodeException':
      return identityError('ExpiredCodeException', authMessages.expiredCode, error);
    case 'InvalidPasswordException':
      return identityError('InvalidPasswordException', (password && passwordProblem(password)) || message, error);
    case 'UserLambdaValidationException':
      // The PreSignUp trigger refused ("PreSignUp failed with error <its message>."). A trigger that failed
      // for another reason (S3 unreachable) is an outage, not an ineligible address: let it through as one.
      if (message.includes(authMessages.notEligible)) {
        return identityError('UserLambdaValidationException', authMessages.notEligible, error);
      }
      return error;
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return identityError('LimitExceededException', authMessages.tooManyAttempts, error);
    case 'UserNotFoundException':
      if (operation === 'updateAttributes') {
        return identityError('UserNotFoundException', authMessages.emailNotFound, error);
      }
      // The caller's account was deleted since their token was issued.
      if (operation === 'getUser' || operation === 'signOut') {
        return sessionExpired(error);
      }
      if (operation === 'confirmSignUp' || operation === 'confirmForgotPassword') {
        return identityError('CodeMismatchException', authMessages.invalidCode, error);
      }
      return identityError('NotAuthorizedException', authMessages.wrongCredentials, error);
    case 'InvalidParameterException': {
      if (operation === 'resendConfirmationCode' && /already confirmed/i.test(message)) {
        return identityError('InvalidParameterException', authMessages.alreadyConfirmed, error);
      }
      // Cognito checks some password constraints as parameters; say which rule, as for a policy failure.
      const problem = password === undefined ? undefined : passwordProblem(password);
      if (problem && /password/i.test(message)) return identityError('InvalidPasswordException', problem, error);
      return identityError('InvalidParameterException', message, error);
    }
    default:
      return error;
  }
}

function toTokens(answer: InitiateAuthCommandOutput): AuthTokens {
  const result = answer.AuthenticationResult;
  if (!result?.AccessToken || !result.IdToken || result.ExpiresIn === undefined) {
    // A challenge (NEW_PASSWORD_REQUIRED, MFA) the pool is not configured to ask for.
    throw new Error(`Cognito InitiateAuth answered no tokens (challenge: ${answer.ChallengeName ?? 'none'})`);
  }
  return {
    AccessToken: result.AccessToken,
    ...(result.RefreshToken ? { RefreshToken: result.RefreshToken } : {}),
    IdToken: result.IdToken,
    ExpiresIn: result.ExpiresIn,
    TokenType: 'Bearer',
  };
}

function attribute(attributes: AttributeType[], name: string): string {
  const value = attributes.find((a) => a.Name === name)?.Value;
  if (!value) throw new Error(`Cognito answered a user without its ${name} attribute`);
  return value;
}

const toUserAttributes = (attributes: AttributeType[] | undefined) =>
  (attributes ?? []).map((a) => ({ Name: a.Name ?? '', Value: a.Value ?? '' }));

const toAttributeList = (attributes: Record<string, string>): AttributeType[] =>
  Object.entries(attributes).map(([Name, Value]) => ({ Name, Value }));

/**
 * The identity port on a Cognito user pool whose username is the email (the SPA client's calls, plus the
 * admin call that writes onboarding attributes). Emails are trimmed and lowercased before they reach
 * Cognito, so one address is one account whatever the user typed. Cognito's exceptions become
 * IdentityErrors in the product's words; unknown failures pass through as server errors.
 */
export class CognitoIdentity implements IdentityProvider, ExpertAccountAdmin {
  private readonly tokens: CognitoTokenVerifier;

  constructor(private readonly options: CognitoIdentityOptions) {
    this.tokens = new CognitoTokenVerifier(options);
  }

  async signUp(input: SignUpInput): Promise<{ userSub: string; userConfirmed: boolean }> {
    const email = normalizeEmail(input.email);
    // The email attribute is the username's; a stray one in the input must not contradict it.
    const { email: _email, locale, ...custom } = input.attributes;
    const answer = await this.call(
      'signUp',
      (client) =>
        client.send(
          new SignUpCommand({
            ClientId: this.options.clientId,
            Username: email,
            Password: input.password,
            // `locale` goes with the sign-up itself: Cognito mails the first code (custom email sender) during this
            // call, before any later update, and that mail is written in the member's language.
            UserAttributes: [{ Name: 'email', Value: email }, ...(locale ? [{ Name: 'locale', Value: locale }] : [])],
          }),
        ),
      input.password,
    );
    if (!answer.UserSub) throw new Error('Cognito SignUp answered no UserSub');
    // The onboarding attributes are set with the admin call, so the app client need not let users write
    // them (a user with their own token could otherwise mark themselves onboarded through Cognito).
    if (Object.keys(custom).length > 0) await this.updateAttributes(email, custom);
    return { userSub: answer.UserSub, userConfirmed: answer.UserConfirmed ?? false };
  }

  async confirmSignUp(email: string, code: string): Promise<void> {
    await this.call('confirmSignUp', (client) =>
      client.send(
        new ConfirmSignUpCommand({
          ClientId: this.options.clientId,
          Username: normalizeEmail(email),
          ConfirmationCode: code.trim(),
        }),
      ),
    );
  }

  async resendConfirmationCode(email: string): Promise<void> {
    await this.callQuietly('resendConfirmationCode', (client) =>
      client.send(
        new ResendConfirmationCodeCommand({ ClientId: this.options.clientId, Username: normalizeEmail(email) }),
      ),
    );
  }

  async login(email: string, password: string): Promise<AuthTokens> {
    const answer = await this.call('login', (client) =>
      client.send(
        new InitiateAuthCommand({
          ClientId: this.options.clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: normalizeEmail(email), PASSWORD: password },
        }),
      ),
    );
    const tokens = toTokens(answer);
    if (!tokens.RefreshToken) throw new Error('Cognito USER_PASSWORD_AUTH answered no refresh token');
    return tokens;
  }

  async refresh(refreshToken: string): Promise<AuthTokens> {
    const answer = await this.call('refresh', (client) =>
      client.send(
        new InitiateAuthCommand({
          ClientId: this.options.clientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: refreshToken },
        }),
      ),
    );
    return toTokens(answer);
  }

  async getUser(accessToken: string): Promise<IdentityUser> {
    const answer = await this.call('getUser', (client) =>
      client.send(new GetUserCommand({ AccessToken: accessToken })),
    );
    const attributes = toUserAttributes(answer.UserAttributes);
    // GetUser only answers for a valid access token, and only a confirmed user can hold one.
    return { sub: attribute(attributes, 'sub'), email: attribute(attributes, 'email'), confirmed: true, attributes };
  }

  async updateAttributes(email: string, attributes: Record<string, string>): Promise<void> {
    await this.call('updateAttributes', (client) =>
      client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: this.options.userPoolId,
          // The pool's username attribute is the email, so the admin API takes the email as Username.
          Username: normalizeEmail(email),
          UserAttributes: toAttributeList(attributes),
        }),
      ),
    );
  }

  async forgotPassword(email: string): Promise<void> {
    await this.callQuietly('forgotPassword', (client) =>
      client.send(new ForgotPasswordCommand({ ClientId: this.options.clientId, Username: normalizeEmail(email) })),
    );
  }

  async confirmForgotPassword(email: string, code: string, newPassword: string): Promise<void> {
    await this.call(
      'confirmForgotPassword',
      (client) =>
        client.send(
          new ConfirmForgotPasswordCommand({
            ClientId: this.options.clientId,
            Username: normalizeEmail(email),
            ConfirmationCode: code.trim(),
            Password: newPassword,
          }),
        ),
      newPassword,
    );
    // Cognito keeps refresh tokens working after a reset; a reset after a compromise must end every
    // session (someone who had the old password keeps no foothold), so sign the user out everywhere.
    await this.call('confirmForgotPassword', (client) =>
      client.send(
        new AdminUserGlobalSignOutCommand({ UserPoolId: this.options.userPoolId, Username: normalizeEmail(email) }),
      ),
    );
  }

  async signOut(accessToken: string): Promise<void> {
    await this.call('signOut', (client) => client.send(new GlobalSignOutCommand({ AccessToken: accessToken })));
  }

  async revokeRefreshToken(refreshToken: string): Promise<void> {
    try {
      await this.options.client.send(new RevokeTokenCommand({ Token: refreshToken, ClientId: this.options.clientId }));
    } catch (error) {
      if (NOTHING_TO_REVOKE.has(errorName(error) ?? '')) return;
      throw translate(error, 'revokeRefreshToken');
    }
  }

  async deleteUser(email: string): Promise<void> {
    try {
      // Deleting the user also ends its refresh tokens: Cognito refuses them once the user is gone.
      await this.options.client.send(
        new AdminDeleteUserCommand({ UserPoolId: this.options.userPoolId, Username: normalizeEmail(email) }),
      );
    } catch (error) {
      // Already gone: a retried deletion has nothing left to do here.
      if (errorName(error) === 'UserNotFoundException') return;
      throw translate(error, 'deleteUser');
    }
  }

  verifyAccessToken(accessToken: string): Promise<Caller> {
    return this.tokens.verifyAccessToken(accessToken);
  }

  /**
   * Ops' call (the expert CLI, with their own credentials): AdminCreateUser with Cognito's invitation mail
   * suppressed (ours says where to set a password), the address verified and the attributes given; a random
   * permanent password no one knows, which takes the user out of FORCE_CHANGE_PASSWORD so ForgotPassword works for
   * them; then AdminAddUserToGroup. An address with an account already is left alone.
   */
  async createExpertAccount(
    email: string,
    options: { attributes: Record<string, string>; group: string },
  ): Promise<{ sub: string; outcome: 'created' | 'already-in-group' | 'taken' }> {
    const { client, userPoolId } = this.options;
    const address = normalizeEmail(email);
    try {
      const created = await client.send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: address,
          MessageAction: 'SUPPRESS',
          UserAttributes: toAttributeList({ ...options.attributes, email: address, email_verified: 'true' }),
        }),
      );
      await client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: userPoolId,
          Username: address,
          // Meets any pool policy (upper, lower, digit, symbol); never shown, never stored.
          Password: `Aa1!${randomBytes(24).toString('base64url')}`,
          Permanent: true,
        }),
      );
      await client.send(
        new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: address, GroupName: options.group }),
      );
      return { sub: attribute(toUserAttributes(created.User?.Attributes), 'sub'), outcome: 'created' };
    } catch (error) {
      if (errorName(error) !== 'UsernameExistsException') throw error;
    }
    const [user, groups] = await Promise.all([
      client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: address })),
      client.send(new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: address })),
    ]);
    const inGroup = (groups.Groups ?? []).some((group) => group.GroupName === options.group);
    return {
      sub: attribute(toUserAttributes(user.UserAttributes), 'sub'),
      outcome: inGroup ? 'already-in-group' : 'taken',
    };
  }

  /** Runs one Cognito call, its failure translated into the product's terms. */
  private async call<Output>(
    operation: Operation,
    request: (client: CognitoIdentityProviderClient) => Promise<Output>,
    password?: string,
  ): Promise<Output> {
    try {
      return await request(this.options.client);
    } catch (error) {
      throw translate(error, operation, password);
    }
  }

  /** As `call`, for the requests whose refusal must look like success (no account enumeration). */
  private async callQuietly(
    operation: 'forgotPassword' | 'resendConfirmationCode',
    request: (client: CognitoIdentityProviderClient) => Promise<unknown>,
  ): Promise<void> {
    try {
      await request(this.options.client);
    } catch (error) {
      if (isSilent(error, operation)) return;
      throw translate(error, operation);
    }
  }
}
