import type { ExpertAccountAdmin } from '../ports/identity';
import { normalizeEmail } from '../shared/email';
import { ConflictError } from '../shared/errors';
import type { ExpertAvailability } from './availability';
import type { BookingStore } from './booking-store';
import type { Expert } from './expert';
import { EXPERT_ACCOUNT_ATTRIBUTES, EXPERT_GROUP } from './expert-role';

/** Ops' words when an add cannot be done (the CLI's; never an API answer). */
export const expertAdminMessages = {
  idTaken: 'An expert with this id exists already. Pick another id (retired experts keep theirs).',
  emailTaken: 'Another expert signs in with this address already.',
  memberAccount:
    'This address has a member account. Experts need an address of their own: members never get the expert role.',
} as const;

export interface AddExpertDeps {
  store: BookingStore;
  accounts: ExpertAccountAdmin;
  /** Tells a new expert their account is ready and how to set their password. */
  invite(expert: Expert & { email: string }): Promise<void>;
}

/**
 * Adds an expert with their account (docs/decisions/013-expert-accounts.md): the account first, in the expert
 * group with onboarding done (so a failure after it leaves nothing a retry trips on), then the expert's row linked by
 * the address, their weekly hours when given, then the invitation. An address with a member account is refused.
 */
export async function addExpert(
  deps: AddExpertDeps,
  expert: Expert & { email: string },
  availability?: Omit<ExpertAvailability, 'timeZone'>,
): Promise<{ accountCreated: boolean }> {
  const email = normalizeEmail(expert.email);
  if (await deps.store.getExpert(expert.id)) throw new ConflictError(expertAdminMessages.idTaken);
  if (await deps.store.expertByEmail(email)) throw new ConflictError(expertAdminMessages.emailTaken);
  const account = await deps.accounts.createExpertAccount(email, {
    attributes: { ...EXPERT_ACCOUNT_ATTRIBUTES },
    group: EXPERT_GROUP,
  });
  if (account.outcome === 'taken') throw new ConflictError(expertAdminMessages.memberAccount);
  const added = { ...expert, email };
  // Refused only in a race with another add, or for the address of a retired expert (kept with their history).
  if (!(await deps.store.addExpert(added))) throw new ConflictError(expertAdminMessages.emailTaken);
  if (availability) await deps.store.setAvailability(expert.id, availability);
  // Also after a retried add (the account made by an attempt that failed before its row): they were never told.
  await deps.invite(added);
  return { accountCreated: account.outcome === 'created' };
}
