import {
  createSign,
  createVerify,
  generateKeyPairSync,
  type JsonWebKey,
  type KeyObject,
  randomBytes,
  randomInt,
  randomUUID,
} from 'node:crypto';
import {
  AdminDeleteUserCommand,
  type AdminDeleteUserCommandInput,
  type AdminDeleteUserCommandOutput,
  AdminUpdateUserAttributesCommand,
  type AdminUpdateUserAttributesCommandInput,
  type AdminUpdateUserAttributesCommandOutput,
  AdminUserGlobalSignOutCommand,
  type AdminUserGlobalSignOutCommandInput,
  type AdminUserGlobalSignOutCommandOutput,
  type AttributeType,
  type AuthenticationResultType,
  type CodeDeliveryDetailsType,
  CodeMismatchException,
  type CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  type ConfirmForgotPasswordCommandInput,
  type ConfirmForgotPasswordCommandOutput,
  ConfirmSignUpCommand,
  type ConfirmSignUpCommandInput,
  type ConfirmSignUpCommandOutput,
  ExpiredCodeException,
  ForgotPasswordCommand,
  type ForgotPasswordCommandInput,
  type ForgotPasswordCommandOutput,
  GetUserCommand,
  type GetUserCommandInput,
  type GetUserCommandOutput,
  GlobalSignOutCommand,
  type GlobalSignOutCommandInput,
  type GlobalSignOutCommandOutput,
  InitiateAuthCommand,
  type InitiateAuthCommandInput,
  type InitiateAuthCommandOutput,
  InvalidParameterException,
  InvalidPasswordException,
  NotAuthorizedException,
  ResendConfirmationCodeCommand,
  type ResendConfirmationCodeCommandInput,
  type ResendConfirmationCodeCommandOutput,
  ResourceNotFoundException,
  RevokeTokenCommand,
  type RevokeTokenCommandInput,
  type RevokeTokenCommandOutput,
  SignUpCommand,
  type SignUpCommandInput,
  type SignUpCommandOutput,
  UnsupportedTokenTypeException,
  UserLambdaValidationException,
  UserNotConfirmedException,
  UserNotFoundException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { type AwsClientStub, mockClient } from 'aws-sdk-client-mock';

export type CognitoCodePurpose = 'signup' | 'reset';

export interface CognitoFakeOptions {
  /** Must look like a real pool id (region_suffix): aws-jwt-verify derives the issuer from it. */
  userPoolId?: string;
  clientId?: string;
  /**
   * The PreSignUp Lambda trigger. When it throws, SignUp fails with UserLambdaValidationException
   * "PreSignUp failed with error <message>.", as Cognito reports a trigger that refused.
   */
  preSignUp?: (email: string) => Promise<void>;
  /** The custom attributes in the pool's schema; others are refused as Cognito refuses them. */
  customAttributes?: readonly string[];
  /** Seconds an access or ID token lives (Cognito's default: one hour). */
  tokenValiditySeconds?: number;
}

export interface SentCode {
  email: string;
  purpose: CognitoCodePurpose;
  code: string;
  sentAt: Date;
}

interface FakeUser {
  sub: string;
  email: string;
  password: string;
  confirmed: boolean;
  /** Custom attributes only; sub, email and email_verified are derived. */
  custom: Map<string, string>;
}

interface PendingCode {
  code: string;
  expiresAt: number;
}

interface Session {
  sub: string;
  originJti: string;
  authTime: number;
  expiresAt: number;
  revoked: boolean;
}

const DEFAULT_USER_POOL_ID = 'eu-west-1_KinwellFk1';
const DEFAULT_CLIENT_ID = 'kinwellfakespaclient0000001';
const DEFAULT_CUSTOM_ATTRIBUTES = ['custom:isOnboarded', 'custom:onboardingStep_curr'] as const;
const HOUR_MS = 3_600_000;
// Cognito's lifetimes: a sign-up code lasts 24 hours, a reset code one hour, a refresh token 30 days.
const CODE_TTL_MS: Record<CognitoCodePurpose, number> = { signup: 24 * HOUR_MS, reset: HOUR_MS };
const REFRESH_TTL_MS = 30 * 24 * HOUR_MS;
const KEY_ID = 'kinwell-cognito-fake-key';
// The same set of special characters Cognito's password policy accepts.
const SYMBOL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

const metadata = (httpStatusCode = 200) => ({
  httpStatusCode,
  requestId: randomUUID(),
  attempts: 1,
  totalRetryDelay: 0,
});

// Every error below is the SDK's own exception class, as the client would deserialize it from a 400.
const failure = <T>(
  Exception: new (opts: { message: string; $metadata: ReturnType<typeof metadata> }) => T,
  message: string,
) => new Exception({ message, $metadata: metadata(400) });

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

let signingKeys: { privateKey: KeyObject; publicKey: KeyObject; publicJwk: JsonWebKey } | undefined;
/** One RSA key for every fake in the process: generating one costs tens of milliseconds. */
function keys() {
  if (!signingKeys) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    signingKeys = {
      privateKey,
      publicKey,
      publicJwk: { ...publicKey.export({ format: 'jwk' }), kid: KEY_ID, alg: 'RS256', use: 'sig' },
    };
  }
  return signingKeys;
}

/**
 * An in-memory Cognito user pool for tests, shaped like Kinwell's (infra auth-stack): email is the username
 * (case-insensitive), a password policy of 8+ characters with a digit, a symbol, an upper- and a lowercase
 * letter, PreventUserExistenceErrors on, token revocation on. It answers the app client's calls through
 * aws-sdk-client-mock with the SDK's own output shapes and exception classes, and Cognito's messages.
 *
 * Access and ID tokens are RS256 JWTs shaped like Cognito's (issuer, client_id, token_use, origin_jti), so
 * `verifier()` (aws-jwt-verify with this fake's JWKS) verifies them exactly as production verifies real ones.
 * Codes are 6 digits, recorded for tests to read (`lastCode`) instead of being mailed.
 */
export class CognitoFake {
  readonly userPoolId: string;
  readonly clientId: string;
  readonly issuer: string;
  private readonly users = new Map<string, FakeUser>();
  private readonly codes = new Map<string, PendingCode>();
  private readonly sessions = new Map<string, Session>();
  private readonly sentCodes: SentCode[] = [];
  private readonly customAttributes: ReadonlySet<string>;
  private readonly tokenValiditySeconds: number;
  private offsetMs = 0;

  constructor(private readonly options: CognitoFakeOptions = {}) {
    this.userPoolId = options.userPoolId ?? DEFAULT_USER_POOL_ID;
    this.clientId = options.clientId ?? DEFAULT_CLIENT_ID;
    const region = this.userPoolId.split('_')[0];
    this.issuer = `https://cognito-idp.${region}.amazonaws.com/${this.userPoolId}`;
    this.customAttributes = new Set(options.customAttributes ?? DEFAULT_CUSTOM_ATTRIBUTES);
    this.tokenValiditySeconds = options.tokenValiditySeconds ?? 3600;
  }

  /** Answers the client's calls from this fake; any other command fails loudly. */
  install(client: CognitoIdentityProviderClient): AwsClientStub<CognitoIdentityProviderClient> {
    const mock = mockClient(client);
    mock.onAnyCommand().callsFake(async (input: unknown) => {
      throw new Error(`CognitoFake does not implement this command (input: ${JSON.stringify(input)})`);
    });
    mock.on(SignUpCommand).callsFake((input: SignUpCommandInput) => this.signUp(input));
    mock.on(ConfirmSignUpCommand).callsFake((input: ConfirmSignUpCommandInput) => this.confirmSignUp(input));
    mock
      .on(ResendConfirmationCodeCommand)
      .callsFake((input: ResendConfirmationCodeCommandInput) => this.resendConfirmationCode(input));
    mock.on(InitiateAuthCommand).callsFake((input: InitiateAuthCommandInput) => this.initiateAuth(input));
    mock.on(GetUserCommand).callsFake((input: GetUserCommandInput) => this.getUser(input));
    mock
      .on(AdminUpdateUserAttributesCommand)
      .callsFake((input: AdminUpdateUserAttributesCommandInput) => this.adminUpdateUserAttributes(input));
    mock.on(ForgotPasswordCommand).callsFake((input: ForgotPasswordCommandInput) => this.forgotPassword(input));
    mock
      .on(ConfirmForgotPasswordCommand)
      .callsFake((input: ConfirmForgotPasswordCommandInput) => this.confirmForgotPassword(input));
    mock.on(GlobalSignOutCommand).callsFake((input: GlobalSignOutCommandInput) => this.globalSignOut(input));
    mock.on(RevokeTokenCommand).callsFake((input: RevokeTokenCommandInput) => this.revokeToken(input));
    mock
      .on(AdminUserGlobalSignOutCommand)
      .callsFake((input: AdminUserGlobalSignOutCommandInput) => this.adminUserGlobalSignOut(input));
    mock.on(AdminDeleteUserCommand).callsFake((input: AdminDeleteUserCommandInput) => this.adminDeleteUser(input));
    return mock;
  }

  /** The last code mailed to `email` for `purpose` (used or not); throws when none was sent. */
  lastCode(email: string, purpose: CognitoCodePurpose): string {
    const key = email.trim().toLowerCase();
    const sent = this.sentCodes.findLast((s) => s.email === key && s.purpose === purpose);
    if (!sent) throw new Error(`CognitoFake sent no ${purpose} code to ${email}`);
    return sent.code;
  }

  /** Every code sent, oldest first. */
  get sent(): readonly SentCode[] {
    return this.sentCodes;
  }

  /** Moves the pool's clock (code and token expiry) forward. */
  advanceClock(ms: number): void {
    this.offsetMs += ms;
  }

  /** The pool's public keys, as Cognito serves them at {issuer}/.well-known/jwks.json. */
  get jwks(): { keys: JsonWebKey[] } {
    return { keys: [keys().publicJwk] };
  }

  /** aws-jwt-verify's Cognito verifier for this pool and client, with the JWKS cached so nothing is fetched. */
  verifier() {
    const verifier = CognitoJwtVerifier.create({
      userPoolId: this.userPoolId,
      tokenUse: 'access',
      clientId: this.clientId,
    });
    verifier.cacheJwks(this.jwks as Parameters<typeof verifier.cacheJwks>[0]);
    return verifier;
  }

  /** The user's attributes as GetUser would list them, or undefined. For assertions. */
  userAttributes(email: string): Record<string, string> | undefined {
    const user = this.users.get(email.trim().toLowerCase());
    return user && Object.fromEntries(this.attributesOf(user).map((a) => [a.Name, a.Value ?? '']));
  }

  async signUp(input: SignUpCommandInput): Promise<SignUpCommandOutput> {
    this.checkClient(input.ClientId);
    const email = this.username(input.Username);
    const custom = this.customOf(input.UserAttributes ?? []);
    const policy = passwordPolicyProblem(input.Password ?? '');
    if (policy) throw failure(InvalidPasswordException, `Password did not conform with policy: ${policy}`);
    if (this.users.has(email))
      throw failure(UsernameExistsException, 'An account with the given email already exists.');
    if (this.options.preSignUp) {
      try {
        await this.options.preSignUp(email);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw failure(UserLambdaValidationException, `PreSignUp failed with error ${message}.`);
      }
    }
    const user: FakeUser = { sub: randomUUID(), email, password: input.Password ?? '', confirmed: false, custom };
    this.users.set(email, user);
    return {
      $metadata: metadata(),
      UserConfirmed: false,
      UserSub: user.sub,
      CodeDeliveryDetails: this.sendCode(email, 'signup'),
    };
  }

  async confirmSignUp(input: ConfirmSignUpCommandInput): Promise<ConfirmSignUpCommandOutput> {
    this.checkClient(input.ClientId);
    const user = this.users.get(this.username(input.Username));
    // PreventUserExistenceErrors: an unknown user looks like a wrong code.
    if (!user) throw failure(CodeMismatchException, 'Invalid verification code provided, please try again.');
    if (user.confirmed) throw failure(NotAuthorizedException, 'User cannot be confirmed. Current status is CONFIRMED');
    this.useCode(user.email, 'signup', input.ConfirmationCode);
    user.confirmed = true;
    return { $metadata: metadata() };
  }

  async resendConfirmationCode(
    input: ResendConfirmationCodeCommandInput,
  ): Promise<ResendConfirmationCodeCommandOutput> {
    this.checkClient(input.ClientId);
    const email = this.username(input.Username);
    const user = this.users.get(email);
    // PreventUserExistenceErrors: an unknown user gets a simulated delivery.
    if (!user) return { $metadata: metadata(), CodeDeliveryDetails: delivery(email) };
    if (user.confirmed) throw failure(InvalidParameterException, 'User is already confirmed.');
    return { $metadata: metadata(), CodeDeliveryDetails: this.sendCode(email, 'signup') };
  }

  async initiateAuth(input: InitiateAuthCommandInput): Promise<InitiateAuthCommandOutput> {
    this.checkClient(input.ClientId);
    const parameters = input.AuthParameters ?? {};
    if (input.AuthFlow === 'USER_PASSWORD_AUTH') {
      const user = this.users.get(this.username(parameters.USERNAME));
      // The password is checked first: only its owner learns the account is unconfirmed.
      if (!user || user.password !== parameters.PASSWORD) {
        throw failure(NotAuthorizedException, 'Incorrect username or password.');
      }
      if (!user.confirmed) throw failure(UserNotConfirmedException, 'User is not confirmed.');
      const refreshToken = randomBytes(96).toString('base64url');
      const now = this.now();
      const session: Session = {
        sub: user.sub,
        originJti: randomUUID(),
        authTime: Math.floor(now / 1000),
        expiresAt: now + REFRESH_TTL_MS,
        revoked: false,
      };
      this.sessions.set(refreshToken, session);
      return {
        $metadata: metadata(),
        ChallengeParameters: {},
        AuthenticationResult: { ...this.tokens(user, session), RefreshToken: refreshToken },
      };
    }
    if (input.AuthFlow === 'REFRESH_TOKEN_AUTH' || input.AuthFlow === 'REFRESH_TOKEN') {
      const session = this.sessions.get(parameters.REFRESH_TOKEN ?? '');
      if (!session) throw failure(NotAuthorizedException, 'Invalid Refresh Token');
      if (session.revoked) throw failure(NotAuthorizedException, 'Refresh Token has been revoked');
      if (session.expiresAt <= this.now()) throw failure(NotAuthorizedException, 'Refresh Token has expired');
      const user = this.userBySub(session.sub);
      if (!user) throw failure(NotAuthorizedException, 'Invalid Refresh Token');
      // Without refresh-token rotation Cognito answers no new refresh token.
      return { $metadata: metadata(), ChallengeParameters: {}, AuthenticationResult: this.tokens(user, session) };
    }
    throw failure(InvalidParameterException, `${input.AuthFlow} flow not enabled for this client`);
  }

  async getUser(input: GetUserCommandInput): Promise<GetUserCommandOutput> {
    const user = this.userFromAccessToken(input.AccessToken);
    return { $metadata: metadata(), Username: user.sub, UserAttributes: this.attributesOf(user) };
  }

  async adminUpdateUserAttributes(
    input: AdminUpdateUserAttributesCommandInput,
  ): Promise<AdminUpdateUserAttributesCommandOutput> {
    if (input.UserPoolId !== this.userPoolId) {
      throw failure(ResourceNotFoundException, `User pool ${input.UserPoolId} does not exist.`);
    }
    const name = (input.Username ?? '').trim().toLowerCase();
    // An admin call names the user by its username (the sub here) or by its email.
    const user = this.users.get(name) ?? this.userBySub(input.Username ?? '');
    if (!user) throw failure(UserNotFoundException, 'User does not exist.');
    const custom = this.customOf(input.UserAttributes ?? []);
    for (const [key, value] of custom) user.custom.set(key, value);
    return { $metadata: metadata() };
  }

  async forgotPassword(input: ForgotPasswordCommandInput): Promise<ForgotPasswordCommandOutput> {
    this.checkClient(input.ClientId);
    const email = this.username(input.Username);
    const user = this.users.get(email);
    if (!user) return { $metadata: metadata(), CodeDeliveryDetails: delivery(email) };
    // An unconfirmed user's email is not verified, so Cognito has nowhere to send the code.
    if (!user.confirmed) {
      throw failure(
        InvalidParameterException,
        'Cannot reset password for the user as there is no registered/verified email or phone_number',
      );
    }
    return { $metadata: metadata(), CodeDeliveryDetails: this.sendCode(email, 'reset') };
  }

  async confirmForgotPassword(input: ConfirmForgotPasswordCommandInput): Promise<ConfirmForgotPasswordCommandOutput> {
    this.checkClient(input.ClientId);
    const policy = passwordPolicyProblem(input.Password ?? '');
    if (policy) throw failure(InvalidPasswordException, `Password did not conform with policy: ${policy}`);
    const user = this.users.get(this.username(input.Username));
    if (!user) throw failure(CodeMismatchException, 'Invalid verification code provided, please try again.');
    this.useCode(user.email, 'reset', input.ConfirmationCode);
    user.password = input.Password ?? '';
    return { $metadata: metadata() };
  }

  async globalSignOut(input: GlobalSignOutCommandInput): Promise<GlobalSignOutCommandOutput> {
    const user = this.userFromAccessToken(input.AccessToken);
    // Token revocation: every refresh token of the user stops working, and so do the access tokens issued
    // from them, for Cognito's own APIs (offline JWT verification still accepts them until they expire).
    for (const session of this.sessions.values()) if (session.sub === user.sub) session.revoked = true;
    return { $metadata: metadata() };
  }

  /**
   * RevokeToken (RFC 7009): that refresh token stops working. Success for one already revoked or expired; a token
   * Cognito never issued is no refresh token of this client.
   */
  async revokeToken(input: RevokeTokenCommandInput): Promise<RevokeTokenCommandOutput> {
    this.checkClient(input.ClientId);
    const session = this.sessions.get(input.Token ?? '');
    if (!session) throw failure(UnsupportedTokenTypeException, 'Token is not a refresh token.');
    session.revoked = true;
    return { $metadata: metadata() };
  }

  async adminUserGlobalSignOut(
    input: AdminUserGlobalSignOutCommandInput,
  ): Promise<AdminUserGlobalSignOutCommandOutput> {
    if (input.UserPoolId !== this.userPoolId) throw failure(ResourceNotFoundException, 'User pool does not exist.');
    const user = this.users.get(this.username(input.Username));
    if (!user) throw failure(UserNotFoundException, 'User does not exist.');
    for (const session of this.sessions.values()) if (session.sub === user.sub) session.revoked = true;
    return { $metadata: metadata() };
  }

  async adminDeleteUser(input: AdminDeleteUserCommandInput): Promise<AdminDeleteUserCommandOutput> {
    if (input.UserPoolId !== this.userPoolId) throw failure(ResourceNotFoundException, 'User pool does not exist.');
    const key = this.username(input.Username);
    const user = this.users.get(key);
    if (!user) throw failure(UserNotFoundException, 'User does not exist.');
    // Cognito refuses every token of a deleted user: its sessions end with it.
    for (const session of this.sessions.values()) if (session.sub === user.sub) session.revoked = true;
    for (const codeKey of [...this.codes.keys()]) if (codeKey.endsWith(`:${key}`)) this.codes.delete(codeKey);
    this.users.delete(key);
    return { $metadata: metadata() };
  }

  private now(): number {
    return Date.now() + this.offsetMs;
  }

  private checkClient(clientId: string | undefined): void {
    if (clientId !== this.clientId) {
      throw failure(ResourceNotFoundException, `User pool client ${clientId} does not exist.`);
    }
  }

  /** The pool's username is the email, compared case-insensitively (signInCaseSensitive: false). */
  private username(username: string | undefined): string {
    const email = (username ?? '').trim().toLowerCase();
    if (!EMAIL.test(email)) throw failure(InvalidParameterException, 'Username should be an email.');
    return email;
  }

  private userBySub(sub: string): FakeUser | undefined {
    for (const user of this.users.values()) if (user.sub === sub) return user;
    return undefined;
  }

  private customOf(attributes: AttributeType[]): Map<string, string> {
    const custom = new Map<string, string>();
    for (const { Name, Value } of attributes) {
      if (Name === 'email') continue;
      // `locale` is one of Cognito's standard attributes (the member's mail language); the others are not used.
      if (!Name || !(this.customAttributes.has(Name) || Name === 'locale')) {
        throw failure(
          InvalidParameterException,
          `Attributes did not conform to the schema: Type for attribute {${Name}} could not be determined`,
        );
      }
      custom.set(Name, Value ?? '');
    }
    return custom;
  }

  private attributesOf(user: FakeUser): AttributeType[] {
    return [
      { Name: 'sub', Value: user.sub },
      { Name: 'email', Value: user.email },
      { Name: 'email_verified', Value: String(user.confirmed) },
      ...[...user.custom].map(([Name, Value]) => ({ Name, Value })),
    ];
  }

  private sendCode(email: string, purpose: CognitoCodePurpose): CodeDeliveryDetailsType {
    const key = `${purpose}:${email}`;
    const previous = this.codes.get(key)?.code;
    let code: string;
    // A new code replaces the last one; never the same digits, so a test can tell them apart.
    do code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    while (code === previous);
    this.codes.set(key, { code, expiresAt: this.now() + CODE_TTL_MS[purpose] });
    this.sentCodes.push({ email, purpose, code, sentAt: new Date(this.now()) });
    return delivery(email);
  }

  /** A code works once, until it expires. A wrong code leaves the right one usable. */
  private useCode(email: string, purpose: CognitoCodePurpose, code: string | undefined): void {
    const key = `${purpose}:${email}`;
    const pending = this.codes.get(key);
    if (!pending) throw failure(ExpiredCodeException, 'Invalid code provided, please request a code again.');
    if (pending.code !== code) {
      throw failure(CodeMismatchException, 'Invalid verification code provided, please try again.');
    }
    if (pending.expiresAt <= this.now()) {
      throw failure(ExpiredCodeException, 'Invalid code provided, please request a code again.');
    }
    this.codes.delete(key);
  }

  private tokens(user: FakeUser, session: Session): AuthenticationResultType {
    const iat = Math.floor(this.now() / 1000);
    const exp = iat + this.tokenValiditySeconds;
    const common = { sub: user.sub, iss: this.issuer, origin_jti: session.originJti, event_id: randomUUID() };
    const access = sign({
      ...common,
      client_id: this.clientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      auth_time: session.authTime,
      exp,
      iat,
      jti: randomUUID(),
      username: user.sub,
    });
    const id = sign({
      ...common,
      email_verified: user.confirmed,
      'cognito:username': user.sub,
      aud: this.clientId,
      token_use: 'id',
      auth_time: session.authTime,
      exp,
      iat,
      jti: randomUUID(),
      email: user.email,
      ...Object.fromEntries(user.custom),
    });
    return { AccessToken: access, IdToken: id, ExpiresIn: this.tokenValiditySeconds, TokenType: 'Bearer' };
  }

  /** What Cognito checks of an access token sent to its own APIs: signature, pool, use, expiry, revocation. */
  private userFromAccessToken(token: string | undefined): FakeUser {
    const payload = verify(token ?? '');
    if (!payload || payload.iss !== this.issuer || payload.token_use !== 'access') {
      throw failure(NotAuthorizedException, 'Invalid Access Token');
    }
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= this.now()) {
      throw failure(NotAuthorizedException, 'Access Token has expired');
    }
    const session = [...this.sessions.values()].find((s) => s.originJti === payload.origin_jti);
    if (!session || session.revoked) throw failure(NotAuthorizedException, 'Access Token has been revoked');
    const user = this.userBySub(String(payload.sub));
    if (!user) throw failure(UserNotFoundException, 'User does not exist.');
    return user;
  }
}

/** Cognito's own wording of the first rule a password breaks, or undefined. */
function passwordPolicyProblem(password: string): string | undefined {
  if (password.length < 8) return 'Password not long enough';
  if (!/[a-z]/.test(password)) return 'Password must have lowercase characters';
  if (!/[A-Z]/.test(password)) return 'Password must have uppercase characters';
  if (!/[0-9]/.test(password)) return 'Password must have numeric characters';
  if (!SYMBOL.test(password)) return 'Password must have symbol characters';
  return undefined;
}

/** Where Cognito says the code went, masked as it masks it (j***@a***). */
function delivery(email: string): CodeDeliveryDetailsType {
  const [local = '', domain = ''] = email.split('@');
  return {
    Destination: `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`,
    DeliveryMedium: 'EMAIL',
    AttributeName: 'email',
  };
}

function sign(payload: Record<string, unknown>): string {
  const header = base64url(JSON.stringify({ kid: KEY_ID, alg: 'RS256' }));
  const body = base64url(JSON.stringify(payload));
  const signature = createSign('RSA-SHA256').update(`${header}.${body}`).sign(keys().privateKey);
  return `${header}.${body}.${base64url(signature)}`;
}

function verify(token: string): Record<string, unknown> | undefined {
  const [header, body, signature] = token.split('.');
  if (!header || !body || !signature) return undefined;
  const valid = createVerify('RSA-SHA256')
    .update(`${header}.${body}`)
    .verify(keys().publicKey, Buffer.from(signature, 'base64url'));
  if (!valid) return undefined;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
