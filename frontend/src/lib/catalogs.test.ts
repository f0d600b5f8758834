import { ERROR_CODES, ERROR_TEXTS, errorText, TEXT_BLOCK_FALLBACKS } from '@kinwell/core';
import { describe, expect, it } from 'vitest';
import { textBlockMessages } from '../features/content/text-block-messages';
import { CATALOG_AREAS, type CatalogArea, DEFAULT_LOCALE, LOCALES } from './i18n';

// The .po sources as text (`?raw`: not compiled by the Lingui plugin).
const catalogs = import.meta.glob<string>('../locales/*/*.po', {
  query: '?raw',
  import: 'default',
  eager: true,
});

interface PoEntry {
  msgid: string;
  msgstr: string;
  references: string[];
}

const joined = (lines: string) => [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1] ?? '').join('');

/** The entries of a Lingui .po catalog (msgid and msgstr may span several quoted lines). */
function readCatalog(locale: string, area: CatalogArea): PoEntry[] {
  const text = catalogs[`../locales/${locale}/${area}.po`];
  if (text === undefined) throw new Error(`No ${area} catalog for ${locale}`);
  return text.split(/\n{2,}/).flatMap((block: string): PoEntry[] => {
    if (block.split('\n').every((line) => line.startsWith('#~') || line.trim() === '')) return [];
    const msgid = /^msgid ((?:".*"\n?)+)/m.exec(block)?.[1];
    const msgstr = /^msgstr ((?:".*"\n?)+)/m.exec(block)?.[1];
    if (msgid === undefined || msgstr === undefined) return [];
    const references = [...block.matchAll(/^#: (.+)$/gm)].flatMap((match) => (match[1] ?? '').split(' '));
    return [{ msgid: joined(msgid), msgstr: joined(msgstr), references }];
  });
}

describe('the catalogs', () => {
  it('exist for every language and area, and nothing else', () => {
    const expected = LOCALES.flatMap((locale) => CATALOG_AREAS.map((area) => `../locales/${locale}/${area}.po`));
    expect(Object.keys(catalogs).sort()).toEqual(expected.sort());
  });

  it.each(
    LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
      CATALOG_AREAS.map((area) => [locale, area] as const),
    ),
  )(
    '%s translates every message of the %s area (run `pnpm --filter @kinwell/frontend run extract`)',
    (locale, area) => {
      const source = readCatalog(DEFAULT_LOCALE, area).filter((entry) => entry.msgid !== '');
      const entries = new Map(readCatalog(locale, area).map((entry) => [entry.msgid, entry]));
      const missing = source
        .filter((entry) => !entries.get(entry.msgid)?.msgstr.trim())
        .map((entry) => `${entry.msgid}  (${entry.references[0] ?? '?'})`);
      expect(missing, `${missing.length} untranslated in ${locale}`).toEqual([]);
    },
  );

  it('keeps the translated text blocks equal to the English fallbacks of @kinwell/core', () => {
    for (const [screenType, block] of Object.entries(TEXT_BLOCK_FALLBACKS)) {
      const messages = textBlockMessages[screenType as keyof typeof textBlockMessages];
      expect(messages.title.message, screenType).toBe(block.title);
      expect(messages.subtitle.message, screenType).toBe(block.subtitle);
      expect(messages.actions?.primary?.message, screenType).toBe(block.actions?.primary);
      expect(messages.actions?.secondary?.message, screenType).toBe(block.actions?.secondary);
    }
  });

  // The server's error words (core's tables, decision 006) and the screens' own checks translate the same English
  // twice: where both have it, a user must read one wording, whichever side spoke.
  it.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))(
    "words %s errors as the server does, where a catalog has the same English (core's error translations)",
    (locale) => {
      const translated = new Map(
        CATALOG_AREAS.flatMap((area) => readCatalog(locale, area)).map((entry) => [
          entry.msgid.replaceAll('\\"', '"'),
          entry.msgstr.replaceAll('\\"', '"'),
        ]),
      );
      const drifted = ERROR_CODES.flatMap((code) => {
        const ours = translated.get(ERROR_TEXTS[code]);
        return ours === undefined || ours === errorText(code, locale)
          ? []
          : [`${code}: catalog "${ours}", server "${errorText(code, locale)}"`];
      });
      expect(drifted).toEqual([]);
      // The account and onboarding screens translate all their words, so the check covers those codes at least.
      const screens = ERROR_CODES.filter((code) => code.startsWith('auth.') || code.startsWith('onboarding.'));
      expect(screens.filter((code) => !translated.has(ERROR_TEXTS[code]))).toEqual([]);
    },
  );
});
