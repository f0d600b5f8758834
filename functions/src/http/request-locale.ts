import { type Locale, localeFromAcceptLanguage } from '@kinwell/core';
import type { ApiEvent } from './types';

/** The language the caller reads: the app sends its active language as `Accept-Language` (API Gateway lowercases). */
export function requestLocale(event: Pick<ApiEvent, 'headers'>): Locale {
  return localeFromAcceptLanguage(event.headers?.['accept-language']);
}
