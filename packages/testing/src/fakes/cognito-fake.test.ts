import {
  CognitoIdentityProviderClient,
  CognitoIdentityProviderServiceException,
  ConfirmSignUpCommand,
  DeleteUserCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  NotAuthorizedException,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { afterEach, describe, expect, it } from 'vitest';
import { CognitoFake } from './cognito-fake';

const PASSWORD = 'Kinwell1!start';

describe('CognitoFake', () => {
  let restore: (() => void) | undefined;
  const pool = (options: ConstructorParameters<typeof CognitoFake>[0] = {}) => {
    const client = new CognitoIdentityProviderClient({
      region: 'eu-west-1',
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });
    const fake = new CognitoFake(options);
    const mock = fake.install(client);
    restore = () => mock.restore();
    return { client, fake, ClientId: fake.clientId };
  };
  const signedIn = async (email = 'jane@acme.example') => {
    const setup = pool();
    const { client, fake, ClientId } = setup;
    await client.send(new SignUpCommand({ ClientId, Username: email, Password: PASSWORD }));
    await client.send(
      new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: fake.lastCode(email, 'signup') }),
    );
    const { AuthenticationResult } = await client.send(
      new InitiateAuthCommand({
        ClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD },
      }),
    );
    return { ...setup, tokens: AuthenticationResult ?? {} };
  };

  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  it("fails with the SDK's own exception classes, named and carrying a 400", async () => {
    const { client, ClientId } = pool();

    const error = await client
      .send(
        new InitiateAuthCommand({
          ClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'x@y.example', PASSWORD },
        }),
      )
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NotAuthorizedException);
    expect(error).toBeInstanceOf(CognitoIdentityProviderServiceException);
    expect(error).toMatchObject({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    expect((error as NotAuthorizedException).$metadata.httpStatusCode).toBe(400);
  });

  it('refuses an unknown app client and fails loudly on a command it does not implement', async () => {
    const { client } = pool();
    await expect(
      client.send(new ForgotPasswordCommand({ ClientId: 'other', Username: 'jane@acme.example' })),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
    await expect(client.send(new DeleteUserCommand({ AccessToken: 'a' }))).rejects.toThrow(/does not implement/);
  });

  it('reports a refusing PreSignUp trigger as Cognito does', async () => {
    const { client, ClientId } = pool({
      preSignUp: async () => {
        throw new Error('Not for you');
      },
    });
    await expect(
      client.send(new SignUpCommand({ ClientId, Username: 'jane@acme.example', Password: PASSWORD })),
    ).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: 'PreSignUp failed with error Not for you.',
    });
  });

  it("refuses attributes outside the pool's schema", async () => {
    const { client, ClientId } = pool();
    await expect(
      client.send(
        new SignUpCommand({
          ClientId,
          Username: 'jane@acme.example',
          Password: PASSWORD,
          UserAttributes: [{ Name: 'custom:unknown', Value: 'x' }],
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });

  it('simulates a delivery for an unknown user, sending nothing (PreventUserExistenceErrors)', async () => {
    const { client, fake, ClientId } = pool();

    const answer = await client.send(new ForgotPasswordCommand({ ClientId, Username: 'nobody@acme.example' }));

    expect(answer.CodeDeliveryDetails).toEqual({
      Destination: 'n***@a***',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    expect(fake.sent).toEqual([]);
  });

  it("issues tokens shaped like Cognito's that aws-jwt-verify accepts", async () => {
    const { fake, tokens } = await signedIn();
    const idVerifier = CognitoJwtVerifier.create({
      userPoolId: fake.userPoolId,
      tokenUse: 'id',
      clientId: fake.clientId,
    });
    idVerifier.cacheJwks(fake.jwks as Parameters<typeof idVerifier.cacheJwks>[0]);

    const access = await fake.verifier().verify(tokens.AccessToken ?? '');
    const id = await idVerifier.verify(tokens.IdToken ?? '');

    expect(access).toMatchObject({
      iss: fake.issuer,
      client_id: fake.clientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      username: access.sub,
    });
    expect(id).toMatchObject({ sub: access.sub, aud: fake.clientId, email: 'jane@acme.example', email_verified: true });
    expect(id.origin_jti).toBe(access.origin_jti);
    expect(tokens).toMatchObject({ ExpiresIn: 3600, TokenType: 'Bearer', RefreshToken: expect.any(String) });
  });

  it('revokes every session on GlobalSignOut, for refresh and for its own APIs', async () => {
    const { client, ClientId, tokens } = await signedIn();

    await client.send(new GlobalSignOutCommand({ AccessToken: tokens.AccessToken }));

    await expect(client.send(new GetUserCommand({ AccessToken: tokens.AccessToken }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
    await expect(
      client.send(
        new InitiateAuthCommand({
          ClientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken ?? '' },
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Refresh Token has been revoked' });
  });

  it('expires access tokens on its own clock', async () => {
    const { client, fake, tokens } = await signedIn();
    fake.advanceClock(3_600_000);
    await expect(client.send(new GetUserCommand({ AccessToken: tokens.AccessToken }))).rejects.toMatchObject({
      message: 'Access Token has expired',
    });
  });
});
