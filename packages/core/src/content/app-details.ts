/**
 * Spec section 3's app details document (type appType): the title, its language, custom translations (key →
 * text) and the message shown after an idle logout. Stored as `content/app-details/{language}.json`.
 */
export interface AppDetails {
  title: string;
  language: string;
  customTranslations: Record<string, string>;
  logoutInactivityMessage: string;
}

/** The product's own app title: the document asked for when none is named. */
export const DEFAULT_APP_TITLE = 'Kinwell';

export const APP_DETAILS_FALLBACK: Readonly<AppDetails> = {
  title: DEFAULT_APP_TITLE,
  language: 'en',
  customTranslations: {},
  logoutInactivityMessage: 'You were signed out after an hour without activity. Please sign in again.',
};

/** Spec section 8: a translation lookup answers the key itself when no custom translation exists. */
export function translate(customTranslations: Readonly<Record<string, string>> | undefined, key: string): string {
  const value = customTranslations?.[key];
  return typeof value === 'string' && value !== '' ? value : key;
}

export function isAppDetailsDocument(value: unknown): value is Partial<AppDetails> {
  if (typeof value !== 'object' || value === null) return false;
  const { title, customTranslations, logoutInactivityMessage } = value as Record<string, unknown>;
  if (title !== undefined && typeof title !== 'string') return false;
  if (logoutInactivityMessage !== undefined && typeof logoutInactivityMessage !== 'string') return false;
  if (customTranslations !== undefined) {
    if (typeof customTranslations !== 'object' || customTranslations === null) return false;
    if (!Object.values(customTranslations).every((v) => typeof v === 'string')) return false;
  }
  return true;
}
