import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { CognitoIdentity } from '@kinwell/adapters-aws/cognito-identity';
import { type Env, UserPoolEnv } from './env';
import { lazyClient } from './lazy-client';

/** The user pool through its API (Cognito SDK): sign-up, login, GetUser, attributes, and token verification. */
export function identityFromEnv(env: Env = process.env): CognitoIdentity {
  const config = UserPoolEnv.parse(env);
  return new CognitoIdentity({
    client: lazyClient(() => new CognitoIdentityProviderClient({})),
    userPoolId: config.USER_POOL_ID,
    clientId: config.USER_POOL_CLIENT_ID,
  });
}
