import type { UserAttribute } from '../ports/identity';
import { isLocale, type Locale } from './locales';

/** The identity's attribute holding the member's language (Cognito's standard `locale`). */
export const LOCALE_ATTRIBUTE = 'locale';

/** The language stored on the member (set at sign-up, kept current by onboarding), if it is one of ours. */
export function memberLocale(attributes: readonly UserAttribute[]): Locale | undefined {
  const stored = attributes.find((a) => a.Name === LOCALE_ATTRIBUTE)?.Value;
  return isLocale(stored) ? stored : undefined;
}

/**
 * The attribute to write so the member's stored language follows the one they use the app in: nothing when it
 * already does, so an onboarding step costs no extra identity write for it.
 */
export function localeUpdate(attributes: readonly UserAttribute[], current: Locale): Record<string, string> {
  return memberLocale(attributes) === current ? {} : { [LOCALE_ATTRIBUTE]: current };
}
