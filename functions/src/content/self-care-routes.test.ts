import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { FolderObjectStore } from '@kinwell/adapters-local';
import {
  contentRoutes,
  routeKey,
  SelfCareCatalogResponse,
  SelfCareThemeDocument,
  SelfCareThemeResponse,
} from '@kinwell/contracts';
import { ContentLibrary, publishSelfCare, SelfCareLibrary } from '@kinwell/core';
import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEvent } from '../http/types';
import { createContentHandler } from './app';

const FIXTURE = resolve(import.meta.dirname, '../../../tests/fixtures/self-care/calm-start');

let dir: string;
let handler: ReturnType<typeof createContentHandler>;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kinwell-self-care-routes-'));
  const objects = new FolderObjectStore(dir);
  const theme = SelfCareThemeDocument.parse(JSON.parse(await readFile(join(FIXTURE, 'theme.json'), 'utf8')));
  const files = new Map<string, Uint8Array>();
  for (const name of await readdir(FIXTURE)) files.set(name, new Uint8Array(await readFile(join(FIXTURE, name))));
  await publishSelfCare(objects, [{ theme, files }]);
  handler = createContentHandler({ content: new ContentLibrary(objects), selfCare: new SelfCareLibrary(objects) });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const call = (
  route: (typeof contentRoutes)['getSelfCareCatalog' | 'getSelfCareTheme'],
  rawPath: string,
  options: {
    query?: Record<string, string>;
    pathParameters?: Record<string, string>;
    headers?: Record<string, string>;
  },
) =>
  handler(
    {
      routeKey: routeKey(route),
      rawPath,
      queryStringParameters: options.query,
      pathParameters: options.pathParameters,
      headers: options.headers ?? {},
      requestContext: { requestId: 'test' },
      isBase64Encoded: false,
    } as unknown as ApiEvent,
    {} as Context,
  );

describe('GET /api/content/self-care/catalog', () => {
  it('answers the catalog in the language asked, cached with an ETag', async () => {
    const result = await call(contentRoutes.getSelfCareCatalog, '/api/content/self-care/catalog', {
      query: { language: 'es' },
    });
    expect(result.statusCode).toBe(200);
    expect(result.headers).toMatchObject({ 'cache-control': 'public, max-age=300', etag: expect.any(String) });
    const body = SelfCareCatalogResponse.parse(JSON.parse(result.body ?? ''));
    expect(body.language).toBe('es');
    expect(body.themes[0]?.title).toEqual({ text: 'Un comienzo tranquilo', locale: 'es', isFallback: false });
    expect(body.themes[0]?.sessions[0]?.title).toEqual({ text: 'Noticing', locale: 'en', isFallback: true });
  });
});

describe('GET /api/content/self-care/themes/{themeId}', () => {
  it('answers the whole theme with media URLs, and 304 to its ETag', async () => {
    const options = { query: { language: 'fr' }, pathParameters: { themeId: 'calm-start' } };
    const result = await call(contentRoutes.getSelfCareTheme, '/api/content/self-care/themes/calm-start', options);
    expect(result.statusCode).toBe(200);
    const theme = SelfCareThemeResponse.parse(JSON.parse(result.body ?? ''));
    expect(theme.cover.src).toBe('/content/self-care/themes/calm-start/v1/cover.svg');
    expect(theme.sessions[0]?.screens[0]).toMatchObject({
      kind: 'text',
      body: { text: 'Prenez **une** lente respiration.', locale: 'fr', isFallback: false },
    });
    const again = await call(contentRoutes.getSelfCareTheme, '/api/content/self-care/themes/calm-start', {
      ...options,
      headers: { 'if-none-match': String(result.headers?.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each(['no-such-theme', 'Bad..Id'])('answers 404 selfCare.themeNotFound for %s', async (themeId) => {
    const result = await call(contentRoutes.getSelfCareTheme, `/api/content/self-care/themes/${themeId}`, {
      pathParameters: { themeId },
      headers: { 'accept-language': 'fr' },
    });
    expect(result.statusCode).toBe(404);
    expect(JSON.parse(result.body ?? '')).toEqual({
      code: 'selfCare.themeNotFound',
      message: 'Nous n’avons pas trouvé ce thème de bien-être. Il a peut-être été renommé ou retiré.',
    });
  });
});
