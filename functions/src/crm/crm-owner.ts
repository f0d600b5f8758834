import { authMessages, type Caller, type CrmOwner, normalizeEmail, UnauthorizedError } from '@kinwell/core';
import { accessTokenOf } from '../http/session-cookies';
import type { ApiEvent } from '../http/types';
import type { CrmDeps } from './app';

/**
 * The caller as the CRM rules need them: the verified token's sub and the account's email. The token
 * carries no email (Cognito's access tokens don't), so it is read with GetUser, once per request.
 */
export async function crmOwnerOf({ identity }: CrmDeps, caller: Caller, event: ApiEvent): Promise<CrmOwner> {
  const user = await identity.getUser(accessTokenOf(event) ?? '');
  if (user.sub !== caller.sub) throw new UnauthorizedError(authMessages.signInRequired, 'auth.signInRequired');
  return { sub: caller.sub, email: normalizeEmail(user.email) };
}
