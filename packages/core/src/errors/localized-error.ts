import type { Locale } from '../i18n/locales';
import { ERROR_TEXTS, type ErrorCode, errorCodeOf } from './error-catalog';
import { ar } from './translations/ar';
import { es } from './translations/es';
import { fr } from './translations/fr';
import { ja } from './translations/ja';

const TEXTS: Record<Locale, Readonly<Record<ErrorCode, string>>> = { en: ERROR_TEXTS, fr, es, ja, ar };

/** A code's words in a language. */
export const errorText = (code: ErrorCode, locale: Locale): string => TEXTS[locale][code];

/**
 * What an error answer says: its stable code (the one the error names, else its words'), and the words of that code
 * in the caller's language. A message that is none of ours (an adapter's or a library's wording) is never shown:
 * its status's words are.
 */
export function localizedError(
  error: { status: number; message: string; errorCode?: ErrorCode | undefined },
  locale: Locale,
): { code: ErrorCode; message: string } {
  const code = error.errorCode ?? errorCodeOf(error);
  return { code, message: errorText(code, locale) };
}
