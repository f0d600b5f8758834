import { onboardingMessages } from './onboarding-messages';

/** Spec §9: a name is 2-50 characters. */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;

/**
 * Letters of any script (accented Latin, Arabic, CJK… with their combining marks), apostrophes (straight and
 * typographic) and hyphens. Length counts characters as people see them (code points), not UTF-16 units.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}'’-]+$/u;

export type NamePart = 'first' | 'last';

/** The problem with a first or last name (spec §5), or undefined when it is fine. Surrounding spaces are ignored. */
export function nameProblem(value: string, part: NamePart): string | undefined {
  const name = value.trim();
  if (name === '') return part === 'first' ? onboardingMessages.firstNameRequired : onboardingMessages.lastNameRequired;
  const length = [...name].length;
  if (length < NAME_MIN_LENGTH || length > NAME_MAX_LENGTH || !NAME_CHARACTERS.test(name)) {
    return part === 'first' ? onboardingMessages.firstNameInvalid : onboardingMessages.lastNameInvalid;
  }
  return undefined;
}
