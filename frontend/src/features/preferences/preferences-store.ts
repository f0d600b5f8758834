import { LOCALE_COOKIE } from '@kinwell/core';
import { proxy, subscribe } from 'valtio';
import {
  activateLocale,
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_STORAGE_KEY,
  type Locale,
  preferredLocale,
} from '../../lib/i18n';

export interface Preferences {
  locale: Locale;
}

/**
 * Spec sections 1 and 3: the chosen language is kept locally under `user-locale` (the bare locale, e.g. `ar`).
 * (The colour mode has its own feature: features/color-mode.) Earlier builds kept it in `kinwell.preferences`.
 */
const LEGACY_STORAGE_KEY = 'kinwell.preferences';

export const preferencesStore = proxy<Preferences>(readStoredPreferences());

subscribe(preferencesStore, () => {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, preferencesStore.locale);
  } catch {
    // Storage can be full or disabled (private mode): the preference then lasts for this visit only.
  }
  writeLocaleCookie(preferencesStore.locale);
});

/**
 * The language also goes into a cookie, which the servers read to answer a public page prerendered in it
 * (@kinwell/core pageLocale): they cannot read localStorage. A year, as a chosen language is kept.
 */
function writeLocaleCookie(locale: Locale): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain value the servers read; nothing secret.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** Switches the language; when its words cannot be loaded (offline), the choice is undone and the error thrown. */
export async function setLocale(locale: Locale): Promise<void> {
  const previous = preferencesStore.locale;
  preferencesStore.locale = locale;
  try {
    await activateLocale(locale);
  } catch (error) {
    if (preferencesStore.locale === locale) preferencesStore.locale = previous;
    throw error;
  }
}

/** Applies the stored language to the document; the app renders once the catalog is loaded. */
export async function applyPreferences(): Promise<void> {
  // A choice made before the cookie existed gets it now, so the next page comes prerendered in that language.
  try {
    if (localStorage.getItem(LOCALE_STORAGE_KEY)) writeLocaleCookie(preferencesStore.locale);
  } catch {
    // Storage disabled: no stored choice to carry.
  }
  try {
    await activateLocale(preferencesStore.locale);
  } catch {
    // The language's words could not be loaded (offline): English, whose shell words ship in the entry chunk.
    // The preference stays, so the next visit tries again.
    await activateLocale(DEFAULT_LOCALE);
  }
}

function readStoredPreferences(): Preferences {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) return { locale: stored };
    const legacy: unknown = JSON.parse(localStorage.getItem(LEGACY_STORAGE_KEY) ?? 'null');
    const locale = typeof legacy === 'object' && legacy !== null ? (legacy as { locale?: unknown }).locale : undefined;
    if (isLocale(locale)) {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
      return { locale };
    }
  } catch {
    // Storage disabled or a malformed legacy value: the browser's language.
  }
  // A first visit: the browser's language when the app speaks it. Kept only once the user picks one.
  return { locale: preferredLocale(navigator.languages?.length ? navigator.languages : [navigator.language]) };
}
