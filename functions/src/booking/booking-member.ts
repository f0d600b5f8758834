import { type BookingMember, type Caller, isLocale, memberAllowance, requireMemberRole } from '@kinwell/core';
import { requestLocale } from '../http/request-locale';
import { accessTokenOf } from '../http/session-cookies';
import type { ApiEvent } from '../http/types';
import type { BookingGroupDeps } from './booking-deps';

/**
 * The signed-in member as the booking rules need them: their account address (GetUser with their own token, so it
 * is the one they verified), the language of their mail (their account's, else the request's), and the sessions
 * their company sponsors per year. An expert is refused (403) before any read.
 */
export async function bookingMember(
  deps: Pick<BookingGroupDeps, 'identity' | 'companies'>,
  caller: Caller,
  event: ApiEvent,
  timeZone?: string,
): Promise<BookingMember & { allowance: number }> {
  requireMemberRole(caller);
  const user = await deps.identity.getUser(accessTokenOf(event) ?? '');
  const locale = user.attributes.find((attribute) => attribute.Name === 'locale')?.Value;
  return {
    sub: user.sub,
    email: user.email,
    locale: isLocale(locale) ? locale : requestLocale(event),
    ...(timeZone ? { timeZone } : {}),
    allowance: await memberAllowance(deps.companies, user.email),
  };
}
