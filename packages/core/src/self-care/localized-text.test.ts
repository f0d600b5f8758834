import { describe, expect, it } from 'vitest';
import { localizedText, missingLocales } from './localized-text';

describe('localizedText', () => {
  const text = { en: 'Breathe', fr: 'Respirez', ar: '  ' };

  it("answers the reader's language when it is written", () => {
    expect(localizedText(text, 'fr')).toEqual({ text: 'Respirez', locale: 'fr', isFallback: false });
    expect(localizedText(text, 'en')).toEqual({ text: 'Breathe', locale: 'en', isFallback: false });
  });

  it('falls back to English, and says so, for a missing or blank translation', () => {
    expect(localizedText(text, 'ja')).toEqual({ text: 'Breathe', locale: 'en', isFallback: true });
    expect(localizedText(text, 'ar')).toEqual({ text: 'Breathe', locale: 'en', isFallback: true });
  });
});

describe('missingLocales', () => {
  it('lists the languages without a written text', () => {
    expect(missingLocales({ en: 'a', fr: 'b', ar: '' })).toEqual(['es', 'ja', 'ar']);
    expect(missingLocales({ en: 'a', fr: 'b', es: 'c', ja: 'd', ar: 'e' })).toEqual([]);
  });
});
