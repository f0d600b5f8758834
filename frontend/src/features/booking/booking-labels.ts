import type { Gender, Goal } from '@kinwell/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The member's own goal words (the onboarding wizard's, spec section 4) for an expert's specialties, and the genders
 * the directory filters on. Kept here too, not imported from onboarding: features do not import each other, and these
 * pages load the `booking` catalog, not the wizard's.
 */
export const goalText: Record<Goal, MessageDescriptor> = {
  depression: msg`Depression`,
  'couple relationship': msg`Couple relationship`,
  burnout: msg`Burnout`,
  anxiety: msg`Anxiety`,
  'parents and children': msg`Parents and children`,
  'work productivity': msg`Work productivity`,
};

/** How the directory names an expert's gender in its filter: "a woman", not the form's "Female". */
export const expertGenderText: Record<Gender, MessageDescriptor> = {
  Male: msg`Man`,
  Female: msg`Woman`,
  'Prefer not to say': msg`Not stated`,
};

export const bookingStatusText = {
  booked: msg`Booked`,
  cancelled: msg`Cancelled`,
  late_cancelled: msg`Cancelled late (counts as used)`,
} as const satisfies Record<string, MessageDescriptor>;
