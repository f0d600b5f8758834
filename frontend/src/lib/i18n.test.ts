import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n, type Locale, loadCatalogArea, preferredLocale, textDirection } from './i18n';

// A marketing message (features/marketing): in the `marketing` catalog, not in the shell's `messages`.
const marketingMessage = msg`A benefit your people will actually use`;
const shellMessage = msg`Log in`;

describe('i18n', () => {
  it('writes Arabic and Hebrew right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('he-IL')).toBe('rtl');
    expect(textDirection('fr')).toBe('ltr');
  });

  it("starts in the browser's first language the app speaks, else English", () => {
    expect(preferredLocale(['fr-CA', 'en-US'])).toBe('fr');
    expect(preferredLocale(['de-DE', 'ja'])).toBe('ja');
    expect(preferredLocale(['AR-eg'])).toBe('ar');
    expect(preferredLocale(['de-DE', 'pt-BR'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });

  it('loads a catalog and sets <html lang dir>', async () => {
    await activateLocale('ar');
    expect(i18n.locale).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');

    await activateLocale('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('loads an area on demand, and a language switch brings the areas already needed', async () => {
    await activateLocale('fr');
    expect(i18n.messages[marketingMessage.id as string]).toBeUndefined();
    expect(i18n._(shellMessage)).not.toBe('Log in');

    await loadCatalogArea('marketing');
    const french = i18n._(marketingMessage);
    expect(french).not.toBe(marketingMessage.message);

    await activateLocale('ja');
    const japanese = i18n._(marketingMessage);
    expect(japanese).not.toBe(french);
    expect(japanese).not.toBe(marketingMessage.message);
  });

  it('an area asked for during a language switch arrives in the new language', async () => {
    await activateLocale('en');
    const switching = activateLocale('es');
    const onboarding = loadCatalogArea('onboarding');
    await Promise.all([switching, onboarding]);
    expect(i18n.locale).toBe('es');
    const step = msg`Skip`;
    expect(i18n.messages[step.id as string]).toBeDefined();
    expect(i18n._(step)).not.toBe(step.message);
  });

  it('a switch that fails (a catalog that cannot load) keeps the language active, and areas still load', async () => {
    await activateLocale('fr');
    await loadCatalogArea('marketing');
    const french = i18n._(marketingMessage);

    await expect(activateLocale('xx' as Locale)).rejects.toThrow(/catalog/);

    expect(i18n.locale).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    await expect(loadCatalogArea('marketing')).resolves.toBeUndefined();
    await expect(loadCatalogArea('onboarding')).resolves.toBeUndefined();
    expect(i18n._(marketingMessage)).toBe(french);
  });
});
