import { DEFAULT_LOCALE, isLocale, type Locale, textDirection } from '@kinwell/core';
import { i18n, type Messages } from '@lingui/core';
// English shell words ship in the entry chunk: the first page in English needs no second round trip for them.
import { messages as englishMessages } from '../locales/en/messages.po';

export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, preferredLocale, textDirection } from '@kinwell/core';

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

/**
 * The catalog areas of lingui.config.ts: `messages` (the shell and account screens) is always loaded; the others
 * are loaded by their routes (loadCatalogArea) so that the first page carries only the words it shows.
 */
export const CATALOG_AREAS = ['messages', 'site', 'marketing', 'onboarding', 'booking', 'chat'] as const;
export type CatalogArea = (typeof CATALOG_AREAS)[number];

// One chunk per language and area (@lingui/vite-plugin compiles each .po); English shell words are in the entry.
const catalogFiles = import.meta.glob<{ messages: Messages }>(['../locales/*/*.po', '!../locales/en/messages.po']);

function loadCatalog(area: CatalogArea, locale: Locale): Promise<{ messages: Messages }> {
  if (area === 'messages' && locale === DEFAULT_LOCALE) return Promise.resolve({ messages: englishMessages });
  const load = catalogFiles[`../locales/${locale}/${area}.po`];
  return load ? load() : Promise.reject(new Error(`No ${area} catalog for ${locale}`));
}

/** The areas this visit has needed: a language switch loads them all in the new language. */
const neededAreas = new Set<CatalogArea>(['messages']);
const areaLoads = new Map<CatalogArea, Promise<void>>();
/** The latest language switch, and the language it is for: an older switch that ends later is dropped. */
let activation: Promise<void> = Promise.resolve();
let targetLocale: Locale | undefined;

/** Loads the locale's catalogs (every area needed so far), activates them and sets `<html lang dir>`. */
export function activateLocale(locale: Locale): Promise<void> {
  targetLocale = locale;
  const run = (async () => {
    const loaded = await Promise.all([...neededAreas].map((area) => loadCatalog(area, locale)));
    if (targetLocale !== locale) return;
    // A fresh object: i18n.load merges into the catalog it holds, which must not be a module's export.
    i18n.loadAndActivate({ locale, messages: Object.assign({}, ...loaded.map((catalog) => catalog.messages)) });
    // The build's prerender runs this in Node, where the page's lang and dir are written into the HTML instead.
    if (typeof document === 'undefined') return;
    document.documentElement.lang = locale;
    document.documentElement.dir = textDirection(locale);
  })();
  // The caller learns of a failure; area loads waiting on `activation` go on in the language still active.
  activation = run.catch(() => {
    if (targetLocale === locale) targetLocale = isLocale(i18n.locale) ? i18n.locale : undefined;
  });
  return run;
}

/**
 * Adds an area's words to the active language; routes of the area call it in their loader, so their page
 * renders translated. Loads once per visit: a later language switch brings every needed area along.
 */
export function loadCatalogArea(area: CatalogArea): Promise<void> {
  let load = areaLoads.get(area);
  if (!load) {
    neededAreas.add(area);
    load = (async () => {
      await activation;
      const locale = i18n.locale as Locale;
      const { messages } = await loadCatalog(area, locale);
      // Otherwise a switch began meanwhile, and it loads this area too (neededAreas).
      if (i18n.locale === locale) i18n.load(locale, messages);
    })().catch((error: unknown) => {
      areaLoads.delete(area); // a failed chunk (offline) is tried again on the next navigation
      neededAreas.delete(area);
      throw error;
    });
    areaLoads.set(area, load);
  }
  return load.then(() => activation);
}

/** The catalog areas route matches name (`staticData.catalogArea`), each once. */
export const catalogAreasOf = (matches: readonly { staticData?: { catalogArea?: CatalogArea } }[]): CatalogArea[] => [
  ...new Set(matches.flatMap((match) => (match.staticData?.catalogArea ? [match.staticData.catalogArea] : []))),
];

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
