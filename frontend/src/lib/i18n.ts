import { i18n, type Messages } from '@lingui/core';

export const LOCALES = ['en', 'fr', 'es', 'ja', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Spec section 3: the localStorage key of the chosen language. */
export const LOCALE_STORAGE_KEY = 'user-locale';

/** Native names, shown as-is in the language switcher whatever the active language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  ja: '日本語',
  ar: 'العربية',
};

const RTL_LANGUAGES = new Set(['ar', 'he']);

// One dynamic import per locale: each compiled catalog is its own chunk (@lingui/vite-plugin compiles the .po).
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  fr: () => import('../locales/fr/messages.po'),
  es: () => import('../locales/es/messages.po'),
  ja: () => import('../locales/ja/messages.po'),
  ar: () => import('../locales/ar/messages.po'),
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Arabic and Hebrew read right to left. Accepts full tags such as `ar-EG`. */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  const language = locale.toLowerCase().split('-')[0] ?? '';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/** Loads the locale's catalog, activates it and sets `<html lang dir>`. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
}

/** A date in the active language's format (`15 mars 1990`, `١٥ مارس ١٩٩٠`…); calendar dates are read as UTC. */
export function formatDate(
  date: Date | { year: number; month: number; day: number },
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
  locale: string = i18n.locale || DEFAULT_LOCALE,
): string {
  const value = date instanceof Date ? date : new Date(Date.UTC(date.year, date.month - 1, date.day));
  return new Intl.DateTimeFormat(locale, { ...(date instanceof Date ? {} : { timeZone: 'UTC' }), ...options }).format(
    value,
  );
}

/** A number in the active language's format (digits, separators). */
export function formatNumber(
  value: number,
  options: Intl.NumberFormatOptions = {},
  locale: string = i18n.locale || DEFAULT_LOCALE,
): string {
  return new Intl.NumberFormat(locale, options).format(value);
}

export { i18n };
