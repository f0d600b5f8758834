import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../lib/i18n';
import type { LegalTexts } from './documents/legal-texts';

/**
 * One dynamic import per language: each language's legal texts are a chunk of their own, fetched only by the legal
 * pages (their route loaders), so they weigh neither on the other pages nor on each other.
 */
const textModules: Record<Locale, () => Promise<LegalTexts>> = {
  en: () => import('./documents/en').then((module) => module.en),
  fr: () => import('./documents/fr').then((module) => module.fr),
  es: () => import('./documents/es').then((module) => module.es),
  ja: () => import('./documents/ja').then((module) => module.ja),
  ar: () => import('./documents/ar').then((module) => module.ar),
};

/**
 * The legal texts in `locale`, or in English when that language's chunk fails to load (a dropped connection,
 * a deploy that removed the old chunk). `texts.locale` says which language came back.
 */
export async function loadLegalTexts(locale: Locale): Promise<LegalTexts> {
  try {
    return await textModules[locale]();
  } catch (error) {
    if (locale === DEFAULT_LOCALE) throw error;
    return textModules[DEFAULT_LOCALE]();
  }
}

export const legalKeys = {
  all: ['legal'] as const,
  texts: (locale: Locale) => [...legalKeys.all, 'texts', locale] as const,
};

/** Any active language (`i18n.locale`) the app does not translate reads the English texts. */
export const legalTextsQueryOptions = (language: string) => {
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  return queryOptions({
    queryKey: legalKeys.texts(locale),
    queryFn: () => loadLegalTexts(locale),
    // The texts are part of the build: fresh for the whole visit. A fallback to English is stale at once, so the
    // next visit to a legal page tries the language's chunk again.
    staleTime: (query) => (query.state.data?.locale === locale ? Number.POSITIVE_INFINITY : 0),
    retry: false,
  });
};
