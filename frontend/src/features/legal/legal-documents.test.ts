import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { legalKeys, legalTextsQueryOptions, loadLegalTexts } from './legal-documents';

// The French chunk fails to load (a dropped connection, a deploy that removed it): the texts fall back to English.
vi.mock('./documents/fr', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('loadLegalTexts', () => {
  it('loads the texts of the language', async () => {
    const texts = await loadLegalTexts('ar');
    expect(texts.locale).toBe('ar');
    expect(texts.documents.privacy.title).toBe('سياسة الخصوصية');
  });

  it("falls back to English when a language's chunk fails to load", async () => {
    const texts = await loadLegalTexts('fr');
    expect(texts.locale).toBe('en');
    expect(texts.documents.privacy.title).toBe('Privacy policy');
  });
});

describe('legalTextsQueryOptions', () => {
  it('reads a language the app does not translate in English', () => {
    expect(legalTextsQueryOptions('de').queryKey).toEqual(legalKeys.texts('en'));
    expect(legalTextsQueryOptions('ja').queryKey).toEqual(legalKeys.texts('ja'));
  });

  it('keeps the texts for the visit, but loads again after an English fallback', async () => {
    const queryClient = new QueryClient();
    const fetches = async (language: 'ja' | 'fr') => {
      await queryClient.fetchQuery(legalTextsQueryOptions(language));
      await queryClient.fetchQuery(legalTextsQueryOptions(language));
      return queryClient.getQueryState(legalKeys.texts(language))?.dataUpdateCount;
    };
    expect(await fetches('ja')).toBe(1);
    expect(await fetches('fr')).toBe(2);
  });
});
