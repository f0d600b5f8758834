import 'aws-sdk-client-mock-vitest/extend';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  CognitoIdentityProviderServiceException,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { authMessages, IdentityError, UnauthorizedError } from '@kinwell/core';
import { CognitoFake, describeIdentityContract } from '@kinwell/testing';
import { FetchError } from 'aws-jwt-verify/error';
import { type AwsClientStub, mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CognitoIdentity } from './cognito-identity';

const ELIGIBLE_DOMAIN = 'acme.example';
const PASSWORD = 'Kinwell1!start';

const newClient = () =>
  new CognitoIdentityProviderClient({
    region: 'eu-west-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });

/** The PreSignUp trigger's refusal, reduced to its rule: only the company's domain may sign up here. */
const preSignUp = async (email: string) => {
  if (!email.endsWith(`@${ELIGIBLE_DOMAIN}`)) throw new Error(authMessages.notEligible);
};

const expectSessionExpired = async (promise: Promise<unknown>) => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UnauthorizedError);
  expect((error as Error).message).toBe(authMessages.sessionExpired);
};

const cognitoError = (name: string, message: string) =>
  new CognitoIdentityProviderServiceException({ name, $fault: 'client', $metadata: { httpStatusCode: 400 }, message });

describeIdentityContract('CognitoIdentity on a fake user pool', async () => {
  const client = newClient();
  const fake = new CognitoFake({ preSignUp });
  const mock = fake.install(client);
  return {
    identity: new CognitoIdentity({
      client,
      userPoolId: fake.userPoolId,
      clientId: fake.clientId,
      verifier: fake.verifier(),
    }),
    lastCode: async (email, purpose) => fake.lastCode(email, purpose),
    eligible: `jane.doe@${ELIGIBLE_DOMAIN}`,
    ineligible: 'jane.doe@gmail.example',
    advanceClock: (ms) => fake.advanceClock(ms),
    cleanup: async () => mock.restore(),
  };
});

describe('CognitoIdentity', () => {
  let mock: AwsClientStub<CognitoIdentityProviderClient> | undefined;
  const withFake = () => {
    const client = newClient();
    const fake = new CognitoFake({ preSignUp });
    mock = fake.install(client);
    const identity = new CognitoIdentity({
      client,
      userPoolId: fake.userPoolId,
      clientId: fake.clientId,
      verifier: fake.verifier(),
    });
    return { fake, mock, identity };
  };
  const withMock = () => {
    const client = newClient();
    mock = mockClient(client);
    return { mock, identity: new CognitoIdentity({ client, userPoolId: 'eu-west-1_Pool1', clientId: 'spa-client' }) };
  };

  afterEach(() => {
    mock?.restore();
    mock = undefined;
    vi.useRealTimers();
  });

  describe('the commands it sends', () => {
    it('signs up with the normalized email only, then sets the custom attributes with the admin call', async () => {
      const { fake, mock, identity } = withFake();

      await identity.signUp({
        email: '  Jane.Doe@ACME.example ',
        password: PASSWORD,
        attributes: {
          'custom:onboardingStep_curr': '0',
          'custom:isOnboarded': 'false',
          email: 'ignored@x.example',
          locale: 'ar',
        },
      });

      expect(mock).toHaveReceivedCommandWith(SignUpCommand, {
        ClientId: fake.clientId,
        Username: 'jane.doe@acme.example',
        Password: PASSWORD,
        UserAttributes: [
          { Name: 'email', Value: 'jane.doe@acme.example' },
          { Name: 'locale', Value: 'ar' },
        ],
      });
      expect(mock).toHaveReceivedCommandWith(AdminUpdateUserAttributesCommand, {
        UserPoolId: fake.userPoolId,
        Username: 'jane.doe@acme.example',
        UserAttributes: [
          { Name: 'custom:onboardingStep_curr', Value: '0' },
          { Name: 'custom:isOnboarded', Value: 'false' },
        ],
      });
    });

    it('sends each flow with the client id, the normalized email and the trimmed code', async () => {
      const { fake, mock, identity } = withFake();
      const email = 'jane@acme.example';
      await identity.signUp({ email, password: PASSWORD, attributes: {} });
      await identity.resendConfirmationCode(' JANE@acme.example');
      await identity.confirmSignUp('Jane@Acme.example', ` ${fake.lastCode(email, 'signup')} `);
      const tokens = await identity.login('JANE@acme.example', PASSWORD);
      await identity.refresh(tokens.RefreshToken ?? '');
      await identity.getUser(tokens.AccessToken);
      await identity.updateAttributes('Jane@acme.example', { 'custom:isOnboarded': 'true' });
      await identity.signOut(tokens.AccessToken);
      await identity.forgotPassword('jane@ACME.example');
      await identity.confirmForgotPassword(email, fake.lastCode(email, 'reset'), 'Kinwell2!reset');

      const ClientId = fake.clientId;
      expect(mock).toHaveReceivedCommandWith(ResendConfirmationCodeCommand, { ClientId, Username: email });
      expect(mock).toHaveReceivedCommandWith(ConfirmSignUpCommand, {
        ClientId,
        Username: email,
        ConfirmationCode: fake.lastCode(email, 'signup'),
      });
      expect(mock).toHaveReceivedNthCommandWith(InitiateAuthCommand, 1, {
        ClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD },
      });
      expect(mock).toHaveReceivedNthCommandWith(InitiateAuthCommand, 2, {
        ClientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken ?? '' },
      });
      expect(mock).toHaveReceivedCommandWith(GetUserCommand, { AccessToken: tokens.AccessToken });
      expect(mock).toHaveReceivedCommandWith(AdminUpdateUserAttributesCommand, {
        UserPoolId: fake.userPoolId,
        Username: email,
        UserAttributes: [{ Name: 'custom:isOnboarded', Value: 'true' }],
      });
      expect(mock).toHaveReceivedCommandWith(ForgotPasswordCommand, { ClientId, Username: email });
      expect(mock).toHaveReceivedCommandWith(ConfirmForgotPasswordCommand, {
        ClientId,
        Username: email,
        ConfirmationCode: fake.lastCode(email, 'reset'),
        Password: 'Kinwell2!reset',
      });
      expect(mock).toHaveReceivedCommandWith(AdminUserGlobalSignOutCommand, {
        UserPoolId: fake.userPoolId,
        Username: email,
      });
      expect(mock).toHaveReceivedCommandWith(GlobalSignOutCommand, { AccessToken: tokens.AccessToken });
      expect(fake.userAttributes(email)).toMatchObject({ 'custom:isOnboarded': 'true', email_verified: 'true' });
    });

    it('maps the answers: Bearer tokens, no refresh token on refresh, the user from GetUser', async () => {
      const { mock, identity } = withMock();
      mock.on(InitiateAuthCommand).resolves({
        AuthenticationResult: { AccessToken: 'a', IdToken: 'i', ExpiresIn: 3600, TokenType: 'Bearer' },
      });
      mock.on(GetUserCommand).resolves({
        Username: 'sub-1',
        UserAttributes: [
          { Name: 'sub', Value: 'sub-1' },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'email', Value: 'jane@acme.example' },
          { Name: 'custom:isOnboarded', Value: 'false' },
        ],
      });

      expect(await identity.refresh('r')).toEqual({
        AccessToken: 'a',
        IdToken: 'i',
        ExpiresIn: 3600,
        TokenType: 'Bearer',
      });
      expect(await identity.getUser('a')).toEqual({
        sub: 'sub-1',
        email: 'jane@acme.example',
        confirmed: true,
        attributes: [
          { Name: 'sub', Value: 'sub-1' },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'email', Value: 'jane@acme.example' },
          { Name: 'custom:isOnboarded', Value: 'false' },
        ],
      });
    });

    it('treats a login answered with a challenge instead of tokens as a server error', async () => {
      const { mock, identity } = withMock();
      mock.on(InitiateAuthCommand).resolves({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 's' });

      const error = await identity.login('jane@acme.example', PASSWORD).catch((e: unknown) => e);

      expect(error).not.toBeInstanceOf(IdentityError);
      expect((error as Error).message).toContain('NEW_PASSWORD_REQUIRED');
    });
  });

  describe('error mapping', () => {
    type Call = (identity: CognitoIdentity) => Promise<unknown>;
    const calls: Record<string, Call> = {
      signUp: (i) => i.signUp({ email: 'jane@acme.example', password: 'kinwell1!pass', attributes: {} }),
      confirmSignUp: (i) => i.confirmSignUp('jane@acme.example', '123456'),
      resend: (i) => i.resendConfirmationCode('jane@acme.example'),
      login: (i) => i.login('jane@acme.example', PASSWORD),
      refresh: (i) => i.refresh('r'),
      getUser: (i) => i.getUser('a'),
      updateAttributes: (i) => i.updateAttributes('jane@acme.example', { 'custom:isOnboarded': 'true' }),
      forgotPassword: (i) => i.forgotPassword('jane@acme.example'),
      confirmForgotPassword: (i) => i.confirmForgotPassword('jane@acme.example', '123456', 'Kinwell1pass'),
      signOut: (i) => i.signOut('a'),
    };

    it.each([
      [
        'login',
        'UserNotConfirmedException',
        'User is not confirmed.',
        'UserNotConfirmedException',
        authMessages.userNotConfirmed,
      ],
      [
        'login',
        'NotAuthorizedException',
        'Incorrect username or password.',
        'NotAuthorizedException',
        authMessages.wrongCredentials,
      ],
      [
        'login',
        'NotAuthorizedException',
        'Password attempts exceeded',
        'LimitExceededException',
        authMessages.tooManyAttempts,
      ],
      [
        'login',
        'UserNotFoundException',
        'User does not exist.',
        'NotAuthorizedException',
        authMessages.wrongCredentials,
      ],
      [
        'confirmSignUp',
        'NotAuthorizedException',
        'User cannot be confirmed. Current status is CONFIRMED',
        'NotAuthorizedException',
        authMessages.alreadyConfirmed,
      ],
      [
        'confirmSignUp',
        'CodeMismatchException',
        'Invalid verification code provided, please try again.',
        'CodeMismatchException',
        authMessages.invalidCode,
      ],
      [
        'confirmSignUp',
        'ExpiredCodeException',
        'Invalid code provided, please request a code again.',
        'ExpiredCodeException',
        authMessages.expiredCode,
      ],
      [
        'confirmSignUp',
        'UserNotFoundException',
        'Username/client id combination not found.',
        'CodeMismatchException',
        authMessages.invalidCode,
      ],
      [
        'confirmSignUp',
        'TooManyFailedAttemptsException',
        'Too many failed attempts.',
        'LimitExceededException',
        authMessages.tooManyAttempts,
      ],
      [
        'signUp',
        'UsernameExistsException',
        'An account with the given email already exists.',
        'UsernameExistsException',
        authMessages.accountExists,
      ],
      [
        'signUp',
        'InvalidPasswordException',
        'Password did not conform with policy: Password must have uppercase characters',
        'InvalidPasswordException',
        authMessages.passwordNeedsUpper,
      ],
      [
        'signUp',
        'UserLambdaValidationException',
        `PreSignUp failed with error ${authMessages.notEligible}.`,
        'UserLambdaValidationException',
        authMessages.notEligible,
      ],
      [
        'signUp',
        'LimitExceededException',
        'Attempt limit exceeded, please try after some time.',
        'LimitExceededException',
        authMessages.tooManyAttempts,
      ],
      ['signUp', 'TooManyRequestsException', 'Rate exceeded', 'LimitExceededException', authMessages.tooManyAttempts],
      [
        'signUp',
        'InvalidParameterException',
        'Username should be an email.',
        'InvalidParameterException',
        'Username should be an email.',
      ],
      [
        'resend',
        'InvalidParameterException',
        'User is already confirmed.',
        'InvalidParameterException',
        authMessages.alreadyConfirmed,
      ],
      [
        'refresh',
        'NotAuthorizedException',
        'Refresh Token has been revoked',
        'NotAuthorizedException',
        'Refresh Token has been revoked',
      ],
      [
        'updateAttributes',
        'UserNotFoundException',
        'User does not exist.',
        'UserNotFoundException',
        authMessages.emailNotFound,
      ],
      [
        'confirmForgotPassword',
        'InvalidPasswordException',
        'Password did not conform with policy: Password must have symbol characters',
        'InvalidPasswordException',
        authMessages.passwordNeedsSpecial,
      ],
      [
        'confirmForgotPassword',
        'InvalidParameterException',
        "1 validation error detected: Value at 'password' failed to satisfy constraint",
        'InvalidPasswordException',
        authMessages.passwordNeedsSpecial,
      ],
    ] as const)('%s: %s (%s) → %s', async (call, name, message, code, expected) => {
      const { mock, identity } = withMock();
      const thrown = cognitoError(name, message);
      mock.onAnyCommand().rejects(thrown);

      const error = await calls[call]?.(identity).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(IdentityError);
      expect(error).toMatchObject({ code, message: expected });
      expect((error as Error).cause).toBe(thrown);
    });

    it.each([
      ['getUser', 'NotAuthorizedException', 'Access Token has been revoked'],
      ['getUser', 'NotAuthorizedException', 'Invalid Access Token'],
      ['getUser', 'UserNotFoundException', 'User does not exist.'],
      ['signOut', 'NotAuthorizedException', 'Access Token has expired'],
    ] as const)('%s: %s (%s) → an expired session', async (call, name, message) => {
      const { mock, identity } = withMock();
      mock.onAnyCommand().rejects(cognitoError(name, message));

      const error = await calls[call]?.(identity).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(UnauthorizedError);
      expect((error as Error).message).toBe(authMessages.sessionExpired);
    });

    it.each([
      ['forgotPassword', 'UserNotFoundException', 'Username/client id combination not found.'],
      ['resend', 'UserNotFoundException', 'Username/client id combination not found.'],
      [
        'forgotPassword',
        'InvalidParameterException',
        'Cannot reset password for the user as there is no registered/verified email or phone_number',
      ],
    ] as const)('%s: %s answers silently (no account enumeration)', async (call, name, message) => {
      const { mock, identity } = withMock();
      mock.onAnyCommand().rejects(cognitoError(name, message));

      await expect(calls[call]?.(identity)).resolves.toBeUndefined();
    });

    it('lets a PreSignUp trigger that crashed (not a refusal) through as a server error', async () => {
      const { mock, identity } = withMock();
      const crashed = cognitoError('UserLambdaValidationException', 'PreSignUp failed with error Access Denied.');
      mock.on(SignUpCommand).rejects(crashed);

      await expect(calls.signUp?.(identity)).rejects.toBe(crashed);
    });

    it('lets unknown errors through unchanged', async () => {
      const { mock, identity } = withMock();
      const internal = cognitoError('InternalErrorException', 'Internal error');
      const delivery = cognitoError('CodeDeliveryFailureException', 'Unable to deliver');
      mock.on(InitiateAuthCommand).rejects(internal);
      mock.on(ForgotPasswordCommand).rejects(delivery);

      await expect(calls.login?.(identity)).rejects.toBe(internal);
      await expect(calls.forgotPassword?.(identity)).rejects.toBe(delivery);
    });
  });

  describe('verifyAccessToken', () => {
    const signedIn = async () => {
      const setup = withFake();
      const email = 'jane@acme.example';
      const { userSub } = await setup.identity.signUp({ email, password: PASSWORD, attributes: {} });
      await setup.identity.confirmSignUp(email, setup.fake.lastCode(email, 'signup'));
      return { ...setup, userSub, tokens: await setup.identity.login(email, PASSWORD) };
    };

    it("answers the token's sub and username (the sub, in a pool that signs in by email)", async () => {
      const { identity, userSub, tokens } = await signedIn();
      expect(await identity.verifyAccessToken(tokens.AccessToken)).toEqual({ sub: userSub, username: userSub });
    });

    it('refuses an expired token', async () => {
      const { identity, tokens } = await signedIn();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 2 * 3_600_000);

      await expectSessionExpired(identity.verifyAccessToken(tokens.AccessToken));
    });

    it('refuses a token of another app client of the same pool', async () => {
      const { identity } = await signedIn();
      const client = newClient();
      const other = new CognitoFake({ clientId: 'another-client' });
      const otherMock = other.install(client);
      const otherIdentity = new CognitoIdentity({ client, userPoolId: other.userPoolId, clientId: other.clientId });
      await otherIdentity.signUp({ email: 'joe@acme.example', password: PASSWORD, attributes: {} });
      await otherIdentity.confirmSignUp('joe@acme.example', other.lastCode('joe@acme.example', 'signup'));
      const { AccessToken } = await otherIdentity.login('joe@acme.example', PASSWORD);
      otherMock.restore();

      await expect(identity.verifyAccessToken(AccessToken)).rejects.toBeInstanceOf(UnauthorizedError);
    });

    it('builds the Cognito verifier by default, refusing garbage without a network call', async () => {
      const { identity } = withMock();
      await expectSessionExpired(identity.verifyAccessToken('not-a-jwt'));
    });

    it("answers the token's groups (cognito:groups): the expert role", async () => {
      const identity = new CognitoIdentity({
        client: newClient(),
        userPoolId: 'eu-west-1_Pool1',
        clientId: 'spa-client',
        verifier: { verify: async () => ({ sub: 's-1', username: 's-1', 'cognito:groups': ['experts', 42] }) },
      });
      expect(await identity.verifyAccessToken('t')).toEqual({ sub: 's-1', username: 's-1', groups: ['experts'] });
    });

    it('refuses a verified token without a sub', async () => {
      const identity = new CognitoIdentity({
        client: newClient(),
        userPoolId: 'eu-west-1_Pool1',
        clientId: 'spa-client',
        verifier: { verify: async () => ({ token_use: 'access' }) },
      });
      await expect(identity.verifyAccessToken('t')).rejects.toBeInstanceOf(UnauthorizedError);
    });

    it('lets a JWKS fetch failure through: an outage is not an expired session', async () => {
      const outage = new FetchError('https://cognito-idp.eu-west-1.amazonaws.com/x/.well-known/jwks.json', 'timeout');
      const identity = new CognitoIdentity({
        client: newClient(),
        userPoolId: 'eu-west-1_Pool1',
        clientId: 'spa-client',
        verifier: {
          verify: async () => {
            throw outage;
          },
        },
      });
      await expect(identity.verifyAccessToken('t')).rejects.toBe(outage);
    });
  });

  describe('createExpertAccount (ops: the expert CLI)', () => {
    const options = { attributes: { 'custom:isOnboarded': 'true' }, group: 'experts' };
    const subAttributes = [{ Name: 'sub', Value: 'expert-sub' }];

    it('creates the user without Cognito’s mail, verified, with a random permanent password, in the group', async () => {
      const { mock, identity } = withMock();
      mock.on(AdminCreateUserCommand).resolves({ User: { Attributes: subAttributes } });
      expect(await identity.createExpertAccount(' Amelie@Experts.example ', options)).toEqual({
        sub: 'expert-sub',
        outcome: 'created',
      });
      expect(mock).toHaveReceivedCommandWith(AdminCreateUserCommand, {
        UserPoolId: 'eu-west-1_Pool1',
        Username: 'amelie@experts.example',
        MessageAction: 'SUPPRESS',
        UserAttributes: expect.arrayContaining([
          { Name: 'custom:isOnboarded', Value: 'true' },
          { Name: 'email', Value: 'amelie@experts.example' },
          { Name: 'email_verified', Value: 'true' },
        ]),
      });
      expect(mock).toHaveReceivedCommandWith(AdminSetUserPasswordCommand, {
        Username: 'amelie@experts.example',
        Permanent: true,
      });
      const password = mock.commandCalls(AdminSetUserPasswordCommand)[0]?.args[0].input.Password ?? '';
      expect(password.length).toBeGreaterThanOrEqual(32);
      expect(mock).toHaveReceivedCommandWith(AdminAddUserToGroupCommand, {
        Username: 'amelie@experts.example',
        GroupName: 'experts',
      });
    });

    it('leaves an existing account alone: already an expert, or a member who never gets the role', async () => {
      const { mock, identity } = withMock();
      mock.on(AdminCreateUserCommand).rejects(cognitoError('UsernameExistsException', 'User account already exists'));
      mock.on(AdminGetUserCommand).resolves({ UserAttributes: subAttributes });
      mock
        .on(AdminListGroupsForUserCommand)
        .resolvesOnce({ Groups: [{ GroupName: 'experts' }] })
        .resolves({ Groups: [] });
      expect(await identity.createExpertAccount('a@experts.example', options)).toEqual({
        sub: 'expert-sub',
        outcome: 'already-in-group',
      });
      expect(await identity.createExpertAccount('jane@acme.example', options)).toEqual({
        sub: 'expert-sub',
        outcome: 'taken',
      });
      expect(mock).toHaveReceivedCommandTimes(AdminAddUserToGroupCommand, 0);
      expect(mock).toHaveReceivedCommandTimes(AdminSetUserPasswordCommand, 0);
    });
  });
});
