import type { IdentityProvider, Member } from '@kinwell/core';
import { accessTokenOf } from './session-cookies';
import type { ApiEvent } from './types';

/**
 * The signed-in caller as a member: their user id and account email, read from the identity provider
 * with their own access token (GetUser), so the email is the one they signed up and verified with.
 */
export async function signedInMember(identity: IdentityProvider, event: ApiEvent): Promise<Member> {
  const user = await identity.getUser(accessTokenOf(event) ?? '');
  return { sub: user.sub, email: user.email };
}
