import { authMessages, type Caller, UnauthorizedError } from '@kinwell/core';
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { FetchError } from 'aws-jwt-verify/error';

/** Checks an access token offline (signature, expiry, issuer, client, token use) and answers its claims. */
export interface AccessTokenVerifier {
  verify(accessToken: string): Promise<Record<string, unknown>>;
}

export interface CognitoTokenVerifierOptions {
  userPoolId: string;
  /** The SPA app client the tokens must be issued to. */
  clientId: string;
  /** Defaults to aws-jwt-verify's Cognito verifier for this pool and client (JWKS fetched once, cached). */
  verifier?: AccessTokenVerifier | undefined;
}

const sessionExpired = (cause?: unknown) =>
  Object.assign(new UnauthorizedError(authMessages.sessionExpired), cause === undefined ? {} : { cause });

/**
 * Who calls, from a Cognito access token, checked offline against the pool's published keys: no Cognito API
 * call, so no SDK client. CognitoIdentity answers verifyAccessToken with it; a group that only needs to know
 * its caller (events) uses it alone and does not load the Cognito SDK at all.
 */
export class CognitoTokenVerifier {
  private readonly verifier: AccessTokenVerifier;

  constructor(options: CognitoTokenVerifierOptions) {
    this.verifier =
      options.verifier ??
      CognitoJwtVerifier.create({ userPoolId: options.userPoolId, tokenUse: 'access', clientId: options.clientId });
  }

  async verifyAccessToken(accessToken: string): Promise<Caller> {
    let claims: Record<string, unknown>;
    try {
      claims = await this.verifier.verify(accessToken);
    } catch (error) {
      // The JWKS could not be fetched: an outage on our side, not the caller's token. A 401 here would
      // log every user out during a network blip.
      if (error instanceof FetchError) throw error;
      throw sessionExpired(error);
    }
    const { sub, username } = claims;
    if (typeof sub !== 'string' || !sub) throw sessionExpired();
    // Cognito puts the user's groups in the access token only when there are some.
    const groups = claims['cognito:groups'];
    return {
      sub,
      username: typeof username === 'string' && username ? username : sub,
      ...(Array.isArray(groups) ? { groups: groups.filter((group) => typeof group === 'string') } : {}),
    };
  }
}
