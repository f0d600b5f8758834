import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../lib/i18n';
import { LEGAL_DOCUMENT_IDS } from '../legal-ids';
import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';
import type { LegalTexts } from './legal-texts';

const texts: Record<Locale, LegalTexts> = { en, fr, es, ja, ar };
const translations = LOCALES.filter((locale) => locale !== 'en');

/** Every string a language's texts show, with where it is. */
function strings(legal: LegalTexts): [string, string][] {
  return [
    ['draftNote', legal.draftNote],
    ['lastUpdated', legal.lastUpdated('DATE')],
    ...LEGAL_DOCUMENT_IDS.flatMap((id): [string, string][] => {
      const document = legal.documents[id];
      return [
        [`${id}.title`, document.title],
        [`${id}.summary`, document.summary],
        ...document.sections.flatMap((section, s): [string, string][] => [
          [`${id}.sections[${s}].heading`, section.heading],
          ...section.paragraphs.map((paragraph, p): [string, string] => [
            `${id}.sections[${s}].paragraphs[${p}]`,
            paragraph,
          ]),
        ]),
      ];
    }),
  ];
}

describe('legal texts', () => {
  it.each(LOCALES)('has every document in %s, with no empty text', (locale) => {
    const legal = texts[locale];
    expect(legal.locale).toBe(locale);
    expect(Object.keys(legal.documents).sort()).toEqual([...LEGAL_DOCUMENT_IDS].sort());
    for (const id of LEGAL_DOCUMENT_IDS) {
      expect(legal.documents[id].id).toBe(id);
      expect(legal.documents[id].sections.length).toBeGreaterThan(0);
    }
    for (const [where, text] of strings(legal)) {
      expect(text.trim(), `${locale} ${where}`).not.toBe('');
    }
    expect(legal.lastUpdated('DATE')).toContain('DATE');
  });

  it.each(translations)('has the structure and dates of the English texts in %s', (locale) => {
    for (const id of LEGAL_DOCUMENT_IDS) {
      const reference = en.documents[id];
      const document = texts[locale].documents[id];
      expect(document.updated, `${locale} ${id}`).toBe(reference.updated);
      expect(
        document.sections.map((section) => section.paragraphs.length),
        `${locale} ${id}: paragraphs per section`,
      ).toEqual(reference.sections.map((section) => section.paragraphs.length));
    }
  });

  it.each(translations)('is translated in %s, not copied from English', (locale) => {
    const english = new Map(strings(en));
    for (const [where, text] of strings(texts[locale])) {
      expect(text, `${locale} ${where}`).not.toBe(english.get(where));
    }
  });

  it('keeps the product name untranslated', () => {
    for (const locale of LOCALES) {
      expect(texts[locale].documents.privacy.summary, locale).toContain('Kinwell');
    }
  });

  it('uses ISO calendar dates', () => {
    for (const locale of LOCALES) {
      for (const id of LEGAL_DOCUMENT_IDS) {
        expect(texts[locale].documents[id].updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });
});
