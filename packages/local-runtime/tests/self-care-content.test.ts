import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SelfCareCatalogResponse, SelfCareThemeResponse } from '@kinwell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

const FIXTURES = resolve(import.meta.dirname, '../../../tests/fixtures/self-care');
const MEDIA = '/content/self-care/themes/calm-start/v1';

let library: string;
let server: TestServer;
beforeAll(async () => {
  // A copy: one test edits it and restarts the server.
  library = await mkdtemp(join(tmpdir(), 'kinwell-library-'));
  await cp(FIXTURES, library, { recursive: true });
  server = await startTestServer({ seedDemo: false, selfCareLibraryDir: library });
});
afterAll(async () => {
  await server.stop();
  await rm(library, { recursive: true, force: true });
});

describe('the self-care library on the local runtime', () => {
  it('is published on start: the catalog lists the repo themes in the language asked', async () => {
    const response = await server.request('/api/content/self-care/catalog?language=ar');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const catalog = SelfCareCatalogResponse.parse(await response.json());
    expect(catalog.language).toBe('ar');
    expect(catalog.themes).toHaveLength(1);
    expect(catalog.themes[0]).toMatchObject({
      id: 'calm-start',
      version: 1,
      goals: ['anxiety'],
      minutes: 5,
      cover: { src: `${MEDIA}/cover.svg`, alt: { text: 'بحيرة هادئة عند الفجر', locale: 'ar', isFallback: false } },
      sessions: [
        { id: 'noticing', title: { text: 'Noticing', locale: 'en', isFallback: true }, screens: 4 },
        { id: 'naming', minutes: 2, screens: 4 },
      ],
    });
  });

  it('serves a theme with fallback flags, media URLs and caption tracks; 304 on its ETag', async () => {
    const response = await server.request('/api/content/self-care/themes/calm-start?language=fr');
    expect(response.status).toBe(200);
    const theme = SelfCareThemeResponse.parse(await response.json());
    expect(theme.title).toEqual({ text: 'Un départ serein', locale: 'fr', isFallback: false });
    expect(theme.sessions[0]?.screens[2]).toMatchObject({
      kind: 'audio',
      src: `${MEDIA}/breath.mp3`,
      captions: [{ locale: 'en', src: `${MEDIA}/breath.en.vtt` }],
      transcript: { locale: 'en', isFallback: true },
    });
    const again = await server.request('/api/content/self-care/themes/calm-start?language=fr', {
      headers: { 'if-none-match': response.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 with its code for an unknown theme, in the language of the request', async () => {
    const response = await server.request('/api/content/self-care/themes/sleep-better', {
      headers: { 'accept-language': 'es' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'selfCare.themeNotFound',
      message: 'No hemos encontrado este tema de autocuidado. Puede que se haya renombrado o retirado.',
    });
  });

  it('serves the media at the URLs the API gives, typed and cached as CloudFront does', async () => {
    const cover = await server.request(`${MEDIA}/cover.svg`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/svg+xml');
    expect(cover.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(cover.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await cover.text()).toContain('<svg');
    const captions = await server.request(`${MEDIA}/breath.en.vtt`);
    expect(captions.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect((await server.request(`${MEDIA}/breath.mp3`)).headers.get('content-type')).toBe('audio/mpeg');
    const catalog = await server.request('/content/self-care/catalog.json');
    expect(catalog.headers.get('cache-control')).toBe('public, max-age=60');
    const revalidated = await server.request(`${MEDIA}/cover.svg`, {
      headers: { 'if-none-match': cover.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);
  });

  it('never serves anything else of the objects folder, nor a missing file', async () => {
    for (const path of [
      '/content/companies/acme/metadata.json',
      '/content/text-blocks/en/signIn.json',
      '/content/self-care/../companies/acme/metadata.json',
      '/content/self-care/%2e%2e/companies/acme/metadata.json',
      `${MEDIA}/missing.svg`,
      '/content/self-care/%E0%A4%A',
    ]) {
      const response = await server.request(path);
      expect(response.status, path).toBe(404);
    }
  });

  it('publishes an edited library on the next start', async () => {
    const file = join(library, 'calm-start', 'theme.json');
    const theme = JSON.parse(await readFile(file, 'utf8'));
    theme.title.fr = 'Un départ plus serein';
    await writeFile(file, JSON.stringify(theme));
    const { dataDir } = server;
    await server.close();
    const { startLocalServer } = await import('../src/server');
    const { staticDir } = await import('./support/test-server');
    const restarted = await startLocalServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      staticDir,
      seedDemo: false,
      selfCareLibraryDir: library,
    });
    try {
      const response = await fetch(`${restarted.url}/api/content/self-care/catalog?language=fr`);
      const catalog = SelfCareCatalogResponse.parse(await response.json());
      expect(catalog.themes[0]?.title.text).toBe('Un départ plus serein');
    } finally {
      await restarted.close();
      // afterAll stops `server` again: closing twice is a no-op.
    }
  });
});
