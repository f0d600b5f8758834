import { readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { GOALS, LOCALES, type SelfCareTheme } from '@kinwell/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CheckedThemeFolder, checkThemeFolder, themeFolders } from './self-care-folders';

// The product's starter library (content/self-care), checked the way publishing checks it, plus the editorial
// rules of issue 13 that the schema leaves open (they hold for our library, not for every theme an author writes).
const LIBRARY = resolve(import.meta.dirname, '../../../content/self-care');
const COVER_MAX_BYTES = 4 * 1024;
const AUDIO_MAX_BYTES = 100 * 1024;

let checked: CheckedThemeFolder[];
let themes: SelfCareTheme[];

beforeAll(async () => {
  checked = await Promise.all((await themeFolders(LIBRARY)).map(checkThemeFolder));
  themes = checked.flatMap((folder) => (folder.publishable ? [folder.publishable.theme] : []));
});

describe('the starter self-care library', () => {
  it('has theme folders, each passing the schema and the publishing checks', () => {
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.flatMap((folder) => folder.problems)).toEqual([]);
    expect(themes).toHaveLength(checked.length);
  });

  it('is written in all five languages', () => {
    expect(checked.flatMap((folder) => folder.translationGaps)).toEqual([]);
  });

  it('serves each onboarding goal with exactly one theme', () => {
    const goals = themes.flatMap((theme) => theme.goals);
    expect([...goals].sort()).toEqual([...GOALS].sort());
  });

  it('gives every theme at least 3 sessions of 4 to 8 screens, each ending with a takeaway', () => {
    for (const theme of themes) {
      expect(theme.sessions.length, theme.id).toBeGreaterThanOrEqual(3);
      for (const session of theme.sessions) {
        const where = `${theme.id}/${session.id}`;
        expect(session.screens.length, where).toBeGreaterThanOrEqual(4);
        expect(session.screens.length, where).toBeLessThanOrEqual(8);
        expect(session.screens.at(-1)?.kind, where).toBe('takeaway');
      }
    }
  });

  it('opens every theme with the not-a-substitute-for-care note and where to find urgent help', () => {
    for (const theme of themes) {
      const first = theme.sessions[0]?.screens[0];
      expect(first?.kind, theme.id).toBe('text');
      const body = first?.kind === 'text' ? first.body.en : '';
      expect(body, theme.id).toMatch(/not a substitute for professional care/);
      expect(body, theme.id).toMatch(/emergency services/);
      expect(body, theme.id).toMatch(/Need help now\?/);
    }
  });

  it('mixes the screen kinds across the library, with breathing in at least two themes', () => {
    const kinds = new Set(themes.flatMap((theme) => theme.sessions.flatMap((s) => s.screens.map((sc) => sc.kind))));
    for (const kind of ['text', 'image', 'breathing', 'reflection', 'checkIn', 'quiz', 'takeaway'] as const) {
      expect(kinds.has(kind), kind).toBe(true);
    }
    const withBreathing = themes.filter((theme) =>
      theme.sessions.some((session) => session.screens.some((screen) => screen.kind === 'breathing')),
    );
    expect(withBreathing.length).toBeGreaterThanOrEqual(2);
  });

  it('has small SVG covers with no text drawn in them', async () => {
    for (const folder of checked) {
      const theme = folder.publishable?.theme;
      if (!theme) continue;
      expect(theme.cover.src, theme.id).toMatch(/\.svg$/);
      const svg = await readFile(join(folder.folder, theme.cover.src), 'utf8');
      expect(Buffer.byteLength(svg), `${basename(folder.folder)}/${theme.cover.src}`).toBeLessThanOrEqual(
        COVER_MAX_BYTES,
      );
      expect(svg, theme.id).not.toMatch(/<text[\s>]/);
    }
  });

  it('keeps audio small and captioned in every language', async () => {
    for (const folder of checked) {
      for (const session of folder.publishable?.theme.sessions ?? []) {
        for (const screen of session.screens) {
          if (screen.kind !== 'audio') continue;
          const where = `${basename(folder.folder)}/${screen.src}`;
          expect(Object.keys(screen.captions).sort(), where).toEqual([...LOCALES].sort());
          expect(folder.publishable?.files.get(screen.src)?.length, where).toBeLessThanOrEqual(AUDIO_MAX_BYTES);
        }
      }
    }
  });
});
