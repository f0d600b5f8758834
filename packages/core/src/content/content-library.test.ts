import { describe, expect, it } from 'vitest';
import type { ObjectStore, StoredObject } from '../ports/object-store';
import { ValidationError } from '../shared/errors';
import { APP_DETAILS_FALLBACK, translate } from './app-details';
import { ContentLibrary, contentKeys, normalizeLanguage } from './content-library';
import { isTextBlock, SCREEN_TYPES, TEXT_BLOCK_FALLBACKS } from './text-blocks';

class MemoryObjects implements ObjectStore {
  objects = new Map<string, StoredObject>();
  async get(key: string) {
    return this.objects.get(key);
  }
  async put(key: string, body: Uint8Array | string) {
    const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
    this.objects.set(key, {
      key,
      body: bytes,
      etag: `"${key}"`,
      contentType: 'application/json',
      lastModified: new Date(),
    });
    return { etag: `"${key}"` };
  }
  async delete(key: string) {
    this.objects.delete(key);
  }
  async list(prefix: string) {
    return [...this.objects.values()]
      .filter((o) => o.key.startsWith(prefix))
      .sort((a, b) => a.key.localeCompare(b.key))
      .map((o) => ({ key: o.key, etag: o.etag, size: o.body.length, lastModified: o.lastModified }));
  }
}

const library = () => {
  const objects = new MemoryObjects();
  return { objects, content: new ContentLibrary(objects) };
};

describe('built-in fallbacks', () => {
  it('cover every screen type with a title and a subtitle', () => {
    for (const screenType of SCREEN_TYPES) {
      const block = TEXT_BLOCK_FALLBACKS[screenType];
      expect(isTextBlock(block), screenType).toBe(true);
      expect(block.title.length, screenType).toBeGreaterThan(0);
      expect(block.subtitle.length, screenType).toBeGreaterThan(0);
    }
  });

  it('translation lookup answers the key when there is no custom translation', () => {
    expect(translate({ home: 'Accueil' }, 'home')).toBe('Accueil');
    expect(translate({ home: '' }, 'home')).toBe('home');
    expect(translate({}, 'Self-Care')).toBe('Self-Care');
    expect(translate(undefined, 'x')).toBe('x');
  });
});

describe('ContentLibrary', () => {
  it('serves the built-in English fallback on a fresh install', async () => {
    const { content } = library();
    expect(await content.textBlock('signIn', 'fr')).toEqual({
      screenType: 'signIn',
      language: 'en',
      source: 'fallback',
      block: TEXT_BLOCK_FALLBACKS.signIn,
    });
    expect(await content.appDetails('ja')).toEqual({ ...APP_DETAILS_FALLBACK, source: 'fallback' });
  });

  it('serves the stored block of the language, else the stored English one', async () => {
    const { content } = library();
    await content.putTextBlock('step1', 'en', { title: 'Hello', subtitle: 'Three steps' });
    await content.putTextBlock('step1', 'FR', { title: 'Bonjour', subtitle: 'Trois étapes', body: ['Un.'] });
    expect(await content.textBlock('step1', 'fr')).toMatchObject({
      language: 'fr',
      source: 'stored',
      block: { title: 'Bonjour' },
    });
    expect(await content.textBlock('step1', 'es')).toMatchObject({
      language: 'en',
      source: 'stored',
      block: { title: 'Hello' },
    });
    expect(await content.textBlock('step2', 'fr')).toMatchObject({ source: 'fallback' });
  });

  it('treats a malformed stored document as absent', async () => {
    const { objects, content } = library();
    await objects.put(contentKeys.textBlock('fr', 'signUp'), '{"title": 3}');
    await objects.put(contentKeys.textBlock('en', 'signUp'), 'not json');
    expect(await content.textBlock('signUp', 'fr')).toMatchObject({ source: 'fallback' });
  });

  it('refuses to store a block without a title or subtitle, and bad languages', async () => {
    const { content } = library();
    await expect(content.putTextBlock('signIn', 'fr', { title: 'x' } as never)).rejects.toBeInstanceOf(ValidationError);
    expect(() => normalizeLanguage('../etc')).toThrow(ValidationError);
    expect(normalizeLanguage(' pt_BR ')).toBe('pt-br');
  });

  it('serves app details by language and title, English as fallback', async () => {
    const { content } = library();
    await content.putAppDetails('en', {
      title: 'Kinwell',
      customTranslations: { 'Self-Care': 'Self care' },
      logoutInactivityMessage: 'Bye',
    });
    await content.putAppDetails('fr', { title: 'Kinwell', customTranslations: { 'Self-Care': 'Prendre soin de soi' } });
    expect(await content.appDetails('fr')).toEqual({
      title: 'Kinwell',
      language: 'fr',
      customTranslations: { 'Self-Care': 'Prendre soin de soi' },
      logoutInactivityMessage: APP_DETAILS_FALLBACK.logoutInactivityMessage,
      source: 'stored',
    });
    expect(await content.appDetails('es')).toMatchObject({ language: 'en', logoutInactivityMessage: 'Bye' });
    expect(await content.appDetails('fr', 'Other app')).toMatchObject({ title: 'Other app', source: 'fallback' });
  });

  it('lists what is stored', async () => {
    const { content } = library();
    await content.putTextBlock('signIn', 'fr', { title: 'a', subtitle: 'b' });
    await content.putAppDetails('fr', { title: 'Kinwell' });
    const entries = await content.list();
    expect(entries.map(({ kind, language, name }) => ({ kind, language, name }))).toEqual([
      { kind: 'app-details', language: 'fr', name: undefined },
      { kind: 'text-block', language: 'fr', name: 'signIn' },
    ]);
  });
});
