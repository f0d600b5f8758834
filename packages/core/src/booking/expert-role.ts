import { ONBOARDING_COMPLETE_STEP, onboardingAttributes } from '../onboarding/onboarding-progress';
import type { Caller } from '../ports/identity';
import { ForbiddenError } from '../shared/errors';
import { bookingMessages } from './booking-messages';

/**
 * The user pool group (Cognito) and local identity group that makes a user an expert. Ops put experts in it when
 * they add them (`npm run expert -- add`); nothing a user can do puts them there (docs/decisions/013).
 */
export const EXPERT_GROUP = 'experts';

export type CallerRole = 'member' | 'expert';

/** The caller's role, from the groups of their verified access token (never from an attribute they could write). */
export const roleOf = (caller: Pick<Caller, 'groups'>): CallerRole =>
  caller.groups?.includes(EXPERT_GROUP) ? 'expert' : 'member';

/**
 * Refuses (403) an expert on the member side of booking: their sessions are the ones members book with them, kept in
 * the console, and an expert booking or cancelling as a member would act on a balance and bookings that are not theirs.
 */
export function requireMemberRole(caller: Pick<Caller, 'groups'>): void {
  if (roleOf(caller) === 'expert') throw new ForbiddenError(bookingMessages.membersOnly, 'booking.membersOnly');
}

/**
 * The attributes an expert's account is made with: onboarding marked done (experts never see the member
 * onboarding), so the app's guards send them straight on after sign-in.
 */
export const EXPERT_ACCOUNT_ATTRIBUTES: Readonly<Record<string, string>> = onboardingAttributes(
  ONBOARDING_COMPLETE_STEP,
  true,
);
