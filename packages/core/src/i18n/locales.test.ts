import { describe, expect, it } from 'vitest';
import { isLocale, localeFromAcceptLanguage, preferredLocale, textDirection } from './locales';

describe('locales', () => {
  it('knows the five languages', () => {
    expect(['en', 'fr', 'es', 'ja', 'ar'].every(isLocale)).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('reads Arabic and Hebrew right to left, whatever the region', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('ar-EG')).toBe('rtl');
    expect(textDirection('he')).toBe('rtl');
    expect(textDirection('ja')).toBe('ltr');
  });

  it('matches browser tags on their language part', () => {
    expect(preferredLocale(['de-DE', 'fr-CA', 'en'])).toBe('fr');
    expect(preferredLocale(['de'])).toBe('en');
  });

  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ar', 'ar'],
    ['ja-JP,ja;q=0.9,en;q=0.8', 'ja'],
    ['de, es;q=0.5, fr;q=0.7', 'fr'],
    ['fr;q=0, es', 'es'],
    ['*', 'en'],
    ['xx;q=abc, ar', 'ar'],
  ])('Accept-Language %j → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
