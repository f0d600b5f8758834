import { describe, expect, it } from 'vitest';
import { activateLocale, i18n, textDirection } from './i18n';

describe('i18n', () => {
  it('writes Arabic and Hebrew right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('he-IL')).toBe('rtl');
    expect(textDirection('fr')).toBe('ltr');
  });

  it('loads a catalog and sets <html lang dir>', async () => {
    await activateLocale('ar');
    expect(i18n.locale).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');

    await activateLocale('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
