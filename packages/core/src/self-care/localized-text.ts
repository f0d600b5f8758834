import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';
import type { LocalizedText, ResolvedText } from './self-care-theme';

const written = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * A text in the reader's language, else in English, saying which: the app shows the reader that an English text
 * stands in for theirs rather than passing it off as a translation.
 */
export function localizedText(text: LocalizedText, locale: Locale): ResolvedText {
  const own = text[locale];
  if (written(own)) return { text: own, locale, isFallback: false };
  return { text: text.en, locale: DEFAULT_LOCALE, isFallback: locale !== DEFAULT_LOCALE };
}

/** The app's languages a text is not written in (English is required by the schema, so never among them). */
export function missingLocales(text: LocalizedText): Locale[] {
  return LOCALES.filter((locale) => !written(text[locale]));
}
