import { AccountEmail, AvailabilityInput, ExpertInput } from '@kinwell/contracts';
import type * as z from 'zod';

/**
 * What `expert add FILE.json` reads: the expert as ExpertInput has them, the address they sign in with, and
 * optionally their weekly hours, days off and extra hours (they can set these on their console later).
 */
export const ExpertFile = ExpertInput.extend({
  email: AccountEmail,
  availability: AvailabilityInput.optional(),
});
export type ExpertFile = z.infer<typeof ExpertFile>;
