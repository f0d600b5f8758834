import { type Caller, type Expert, expertOfCaller } from '@kinwell/core';
import type { ExpertGroupDeps } from '../booking/booking-deps';
import { accessTokenOf } from '../http/session-cookies';
import type { ApiEvent } from '../http/types';

/**
 * The expert calling the console: the expert role from their token (403 for anyone else, before any read), then
 * their expert row by the address of their account (GetUser with their own token).
 */
export const callingExpert = (deps: Pick<ExpertGroupDeps, 'bookings' | 'identity'>, caller: Caller, event: ApiEvent) =>
  expertOfCaller(deps.bookings, caller, async () => (await deps.identity.getUser(accessTokenOf(event) ?? '')).email);

/** The expert as ops added them (ExpertInput): the console's own profile, video link included, no account fields. */
export const expertSelfView = ({ retiredAt: _retired, email: _email, ...expert }: Expert) => expert;
