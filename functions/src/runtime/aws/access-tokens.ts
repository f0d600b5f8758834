import { CognitoTokenVerifier } from '@kinwell/adapters-aws/cognito-token-verifier';
import { type Env, UserPoolEnv } from './env';

/**
 * The user pool's access tokens, verified offline against its published keys (aws-jwt-verify): for a group
 * that makes no Cognito call, so its function does not load the Cognito SDK (user-pool.ts does).
 */
export function tokenVerifierFromEnv(env: Env = process.env): CognitoTokenVerifier {
  const config = UserPoolEnv.parse(env);
  return new CognitoTokenVerifier({ userPoolId: config.USER_POOL_ID, clientId: config.USER_POOL_CLIENT_ID });
}
