import { describe, expect, it } from 'vitest';
import { MemoryObjectStore } from '../shared/memory-object-store';
import { publishSelfCare, readPublishedCatalog } from './publish-self-care';
import { CATALOG_CACHE_CONTROL, IMMUTABLE_CACHE_CONTROL } from './published-keys';
import { sampleTheme } from './sample-theme';

const text = (body: Uint8Array | undefined) => new TextDecoder().decode(body);

describe('publishSelfCare', () => {
  it('writes media, then the theme, then the catalog, each with its type and caching', async () => {
    const objects = new MemoryObjectStore();
    const report = await publishSelfCare(objects, [sampleTheme()]);
    const prefix = 'self-care/themes/calm-start/v1/';
    expect(report).toEqual({
      written: [
        `${prefix}cover.svg`,
        `${prefix}lake.svg`,
        `${prefix}walk.en.vtt`,
        `${prefix}walk.fr.vtt`,
        `${prefix}walk.mp3`,
        `${prefix}theme.json`,
        'self-care/catalog.json',
      ],
      unchanged: 0,
    });
    expect(objects.objects.get(`${prefix}cover.svg`)).toMatchObject({
      contentType: 'image/svg+xml',
      cacheControl: IMMUTABLE_CACHE_CONTROL,
    });
    expect(objects.objects.get(`${prefix}walk.en.vtt`)?.contentType).toBe('text/vtt; charset=utf-8');
    expect(objects.objects.get(`${prefix}walk.mp3`)?.contentType).toBe('audio/mpeg');
    expect(JSON.parse(text(objects.objects.get(`${prefix}theme.json`)?.body))).toEqual(sampleTheme().theme);
    expect(objects.objects.get('self-care/catalog.json')?.cacheControl).toBe(CATALOG_CACHE_CONTROL);
    expect(await readPublishedCatalog(objects)).toEqual({
      themes: [
        {
          id: 'calm-start',
          version: 1,
          goals: ['anxiety'],
          minutes: 7,
          cover: sampleTheme().theme.cover,
          title: sampleTheme().theme.title,
          summary: sampleTheme().theme.summary,
          sessions: [
            { id: 'noticing', title: { en: 'Noticing', fr: 'Remarquer' }, minutes: 4, screens: 4 },
            { id: 'naming', title: { en: 'Naming' }, minutes: 2.6, screens: 4 },
          ],
        },
      ],
    });
  });

  it('writes nothing when the library is already published', async () => {
    const objects = new MemoryObjectStore();
    await publishSelfCare(objects, [sampleTheme()]);
    const writes = objects.writes.length;
    expect(await publishSelfCare(objects, [sampleTheme()])).toEqual({ written: [], unchanged: 6 });
    expect(objects.writes.length).toBe(writes);
  });

  it('refuses changed content under a published version, writing nothing, unless told to replace it', async () => {
    const objects = new MemoryObjectStore();
    await publishSelfCare(objects, [sampleTheme()]);
    const changed = sampleTheme();
    changed.theme.title.en = 'A calmer start';
    const writes = objects.writes.length;
    await expect(publishSelfCare(objects, [changed])).rejects.toThrow(
      "self-care/themes/calm-start/v1/theme.json is already published with other content: raise the theme's version",
    );
    expect(objects.writes.length).toBe(writes);

    expect((await publishSelfCare(objects, [changed], { replaceChanged: true })).written).toEqual([
      'self-care/themes/calm-start/v1/theme.json',
      'self-care/catalog.json',
    ]);
  });

  it('publishes a new version beside the old one and lists only the new one', async () => {
    const objects = new MemoryObjectStore();
    await publishSelfCare(objects, [sampleTheme()]);
    const next = sampleTheme();
    next.theme.version = 2;
    await publishSelfCare(objects, [next]);
    expect(objects.objects.has('self-care/themes/calm-start/v1/theme.json')).toBe(true);
    expect(objects.objects.has('self-care/themes/calm-start/v2/cover.svg')).toBe(true);
    expect((await readPublishedCatalog(objects))?.themes.map((t) => [t.id, t.version])).toEqual([['calm-start', 2]]);
  });

  it('keeps the other themes of the catalog, in goal order', async () => {
    const objects = new MemoryObjectStore();
    const burnout = sampleTheme();
    burnout.theme.id = 'burnout-recharge';
    burnout.theme.goals = ['burnout'];
    const depression = sampleTheme();
    depression.theme.id = 'depression-small-steps';
    depression.theme.goals = ['work productivity', 'depression'];
    await publishSelfCare(objects, [sampleTheme(), burnout]);
    await publishSelfCare(objects, [depression]);
    expect((await readPublishedCatalog(objects))?.themes.map((t) => t.id)).toEqual([
      'depression-small-steps',
      'burnout-recharge',
      'calm-start',
    ]);
  });

  it('drops the themes not published with a whole library from the catalog', async () => {
    const objects = new MemoryObjectStore();
    const other = sampleTheme();
    other.theme.id = 'burnout-recharge';
    await publishSelfCare(objects, [sampleTheme(), other]);
    await publishSelfCare(objects, [other], { wholeLibrary: true });
    expect((await readPublishedCatalog(objects))?.themes.map((t) => t.id)).toEqual(['burnout-recharge']);
    expect(objects.objects.has('self-care/themes/calm-start/v1/theme.json')).toBe(true);
  });

  it('refuses to overwrite a catalog another publish changed meanwhile', async () => {
    const objects = new MemoryObjectStore();
    await publishSelfCare(objects, [sampleTheme()]);
    const other = sampleTheme();
    other.theme.id = 'burnout-recharge';
    // Another publish lands its catalog between this one's read and write.
    const get = objects.get.bind(objects);
    objects.get = async (key) => {
      const found = await get(key);
      if (key === 'self-care/catalog.json') await objects.put(key, '{"themes":[]}');
      return found;
    };
    await expect(publishSelfCare(objects, [other])).rejects.toThrow('The catalog changed while publishing');
  });
});
