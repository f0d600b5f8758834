import { ContentLibrary, TEXT_BLOCK_FALLBACKS } from '@kinwell/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let content: ContentLibrary;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  content = new ContentLibrary(server.deps.objects);
});
afterAll(() => server.stop());

describe('GET /api/content/text-blocks/{screenType}', () => {
  it('serves the built-in English fallback on a fresh install, cached with an ETag', async () => {
    const response = await server.request('/api/content/text-blocks/signIn?language=fr');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      screenType: 'signIn',
      language: 'en',
      source: 'fallback',
      block: TEXT_BLOCK_FALLBACKS.signIn,
    });
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
  });

  it('serves a stored block in its language, and stored English for a language that has none', async () => {
    await content.putTextBlock('step1', 'en', { title: 'Hello there', subtitle: 'Three short steps.' });
    await content.putTextBlock('step1', 'fr', {
      title: 'Bienvenue',
      subtitle: 'Trois petites étapes.',
      body: ['Cela prend deux minutes.'],
    });
    const french = await server.request('/api/content/text-blocks/step1?language=FR');
    expect(await french.json()).toEqual({
      screenType: 'step1',
      language: 'fr',
      source: 'stored',
      block: { title: 'Bienvenue', subtitle: 'Trois petites étapes.', body: ['Cela prend deux minutes.'] },
    });
    const japanese = await server.request('/api/content/text-blocks/step1?language=ja');
    expect(await japanese.json()).toMatchObject({ language: 'en', source: 'stored', block: { title: 'Hello there' } });
    // No language: English.
    const plain = await server.request('/api/content/text-blocks/step1');
    expect(await plain.json()).toMatchObject({ language: 'en', block: { title: 'Hello there' } });
  });

  it('answers 304 to a matching If-None-Match, and a new ETag once the block changes', async () => {
    const first = await server.request('/api/content/text-blocks/step2?language=es');
    const etag = first.headers.get('etag') ?? '';
    const again = await server.request('/api/content/text-blocks/step2?language=es', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    await content.putTextBlock('step2', 'es', { title: '¿Qué te trae aquí?', subtitle: 'Elige hasta tres metas.' });
    const changed = await server.request('/api/content/text-blocks/step2?language=es', {
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.json()).toMatchObject({ language: 'es', source: 'stored' });
  });

  it('refuses an unknown screen type or a malformed language with 400', async () => {
    const badScreen = await server.request('/api/content/text-blocks/dashboard?language=en');
    expect(badScreen.status).toBe(400);
    expect(await badScreen.json()).toEqual({
      message: 'Some of the information sent is not valid. Please check it and try again.',
      code: 'common.invalidRequest',
    });
    for (const query of ['?language=../../etc', '?language=english-please', '?language=en&x=1']) {
      const response = await server.request(`/api/content/text-blocks/signIn${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toMatchObject({ message: expect.any(String) });
    }
  });
});

describe('GET /api/content/app-details', () => {
  it('answers the fallback details, then the stored ones by language and title', async () => {
    const fresh = await server.request('/api/content/app-details?language=ar');
    expect(fresh.status).toBe(200);
    expect(await fresh.json()).toEqual({
      title: 'Kinwell',
      language: 'en',
      customTranslations: {},
      logoutInactivityMessage: expect.any(String),
      source: 'fallback',
    });
    expect(fresh.headers.get('cache-control')).toBe('public, max-age=300');

    await content.putAppDetails('ar', {
      title: 'Kinwell',
      customTranslations: { 'Self-Care': 'الرعاية الذاتية' },
      logoutInactivityMessage: 'تم تسجيل خروجك بعد ساعة من عدم النشاط.',
    });
    const stored = await server.request('/api/content/app-details?language=ar&title=Kinwell');
    expect(await stored.json()).toEqual({
      title: 'Kinwell',
      language: 'ar',
      customTranslations: { 'Self-Care': 'الرعاية الذاتية' },
      logoutInactivityMessage: 'تم تسجيل خروجك بعد ساعة من عدم النشاط.',
      source: 'stored',
    });
    const otherTitle = await server.request('/api/content/app-details?language=ar&title=Other');
    expect(await otherTitle.json()).toMatchObject({ title: 'Other', source: 'fallback' });
  });
});
