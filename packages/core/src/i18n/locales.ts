/**
 * The languages Kinwell speaks (spec: en, fr, es, ja, ar). One list for the front end, the server's own messages
 * and the mails, so a language added here is added everywhere at once.
 */
export const LOCALES = ['en', 'fr', 'es', 'ja', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Spec: Arabic and Hebrew read right to left (Hebrew is not spoken yet, but a tag for it must still mirror). */
const RTL_LANGUAGES = new Set(['ar', 'he']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function textDirection(language: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(language.toLowerCase().split('-')[0] ?? '') ? 'rtl' : 'ltr';
}

/**
 * The first of the given language tags (most preferred first) Kinwell speaks, matched on the language part
 * (`fr-CA` → `fr`); English when none is.
 */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const language = tag.trim().toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/**
 * The language an HTTP request asks for, from its `Accept-Language` header (the app sends its active language
 * there). Weights are honoured (`ar;q=0.9, fr` → fr first); a missing or unknown header means English.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return preferredLocale(ranked.map((entry) => entry.tag));
}
