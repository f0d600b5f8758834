import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../shared/errors';
import { MemoryObjectStore } from '../shared/memory-object-store';
import { publishSelfCare } from './publish-self-care';
import { sampleTheme } from './sample-theme';
import { SelfCareLibrary } from './self-care-library';

const published = async () => {
  const objects = new MemoryObjectStore();
  await publishSelfCare(objects, [sampleTheme()]);
  return objects;
};

describe('SelfCareLibrary', () => {
  it('answers an empty catalog before anything is published', async () => {
    expect(await new SelfCareLibrary(new MemoryObjectStore()).catalog('fr')).toEqual({ language: 'fr', themes: [] });
  });

  it("lists the themes in the reader's language, English marked as the fallback, covers as URLs", async () => {
    const library = new SelfCareLibrary(await published());
    const { language, themes } = await library.catalog('fr-CA');
    expect(language).toBe('fr');
    expect(themes[0]).toMatchObject({
      id: 'calm-start',
      version: 1,
      cover: {
        src: '/content/self-care/themes/calm-start/v1/cover.svg',
        alt: { text: 'Un lac calme', locale: 'fr', isFallback: false },
      },
      title: { text: 'Un départ serein', locale: 'fr', isFallback: false },
      sessions: [
        { id: 'noticing', title: { text: 'Remarquer', isFallback: false }, minutes: 4, screens: 4 },
        { id: 'naming', title: { text: 'Naming', locale: 'en', isFallback: true }, minutes: 2.6, screens: 4 },
      ],
    });
    expect((await library.catalog('pt')).language).toBe('en');
  });

  it('serves a whole theme resolved: texts, media URLs and every caption track', async () => {
    const theme = await new SelfCareLibrary(await published()).theme('calm-start', 'ja');
    expect(theme.language).toBe('ja');
    const [noticing, naming] = theme.sessions;
    expect(noticing?.screens[0]).toEqual({
      kind: 'text',
      id: 'welcome',
      title: undefined,
      body: { text: 'Take **one** breath.', locale: 'en', isFallback: true },
    });
    expect(noticing?.screens[2]).toMatchObject({
      kind: 'audio',
      src: '/content/self-care/themes/calm-start/v1/walk.mp3',
      durationSeconds: 60,
      captions: [
        { locale: 'en', src: '/content/self-care/themes/calm-start/v1/walk.en.vtt' },
        { locale: 'fr', src: '/content/self-care/themes/calm-start/v1/walk.fr.vtt' },
      ],
      transcript: { text: '- Walk\n- Breathe', isFallback: true },
    });
    expect(noticing?.screens[3]).toEqual({
      kind: 'breathing',
      id: 'box',
      title: { text: 'Box', locale: 'en', isFallback: true },
      inhale: 4,
      holdIn: 4,
      exhale: 4,
      holdOut: 4,
      cycles: 3,
    });
    expect(naming?.screens[2]).toMatchObject({
      kind: 'quiz',
      multiple: false,
      options: [
        { id: 'yes', label: { text: 'Yes' }, correct: false },
        { id: 'no', label: { text: 'No' }, correct: true },
      ],
      feedback: { correct: { text: 'Right.' }, incorrect: { text: 'Not quite.' } },
    });
  });

  it('answers NotFound with its code for a theme the catalog does not list', async () => {
    const error = await new SelfCareLibrary(await published()).theme('nope', 'en').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, errorCode: 'selfCare.themeNotFound' });
  });

  it('keeps the catalog in memory for its time to live, and a theme version for good', async () => {
    const objects = await published();
    let now = 0;
    const library = new SelfCareLibrary(objects, { catalogTtlMs: 1000, now: () => now });
    await library.theme('calm-start', 'en');
    const next = sampleTheme();
    next.theme.version = 2;
    next.theme.title.en = 'Version two';
    await publishSelfCare(objects, [next]);
    expect((await library.catalog('en')).themes[0]?.version).toBe(1);
    now = 1000;
    expect((await library.theme('calm-start', 'en')).title.text).toBe('Version two');
  });
});
