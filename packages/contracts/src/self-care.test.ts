import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildCatalog, catalogEntry, resolveCatalog, resolveTheme } from '@kinwell/core';
import { describe, expect, it } from 'vitest';
import {
  SelfCareCatalogDocument,
  SelfCareCatalogResponse,
  SelfCareThemeDocument,
  SelfCareThemeResponse,
} from './self-care';

const fixture = (): Record<string, unknown> =>
  JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../../tests/fixtures/self-care/calm-start/theme.json'), 'utf8'),
  ) as Record<string, unknown>;

const issuesOf = (value: unknown) =>
  (SelfCareThemeDocument.safeParse(value).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('SelfCareThemeDocument', () => {
  it('accepts the fixture theme', () => {
    expect(SelfCareThemeDocument.parse(fixture())).toEqual(fixture());
  });

  it('names the field at fault, down to the language', () => {
    const theme = fixture() as { sessions: { screens: Record<string, unknown>[] }[]; title: Record<string, string> };
    theme.title.fr = '   ';
    theme.title.de = 'Ein ruhiger Start';
    const [first] = theme.sessions;
    if (!first?.screens[1] || !first.screens[3]) throw new Error('fixture changed');
    first.screens[1].alt = { fr: 'Eau calme' };
    first.screens[3].inhale = 1;
    expect(issuesOf(theme)).toEqual([
      ['title.fr', 'must not be empty'],
      ['title', 'Unrecognized key: "de"'],
      ['sessions.0.screens.1.alt.en', expect.stringMatching(/expected string/)],
      ['sessions.0.screens.3.inhale', expect.stringMatching(/>=2/)],
    ]);
  });

  it('checks markdown in every language against the safe subset', () => {
    const theme = fixture() as { sessions: { screens: { body?: Record<string, string> }[] }[] };
    const body = theme.sessions[0]?.screens[0]?.body;
    if (!body) throw new Error('fixture changed');
    body.ja = '<script>alert(1)</script>';
    expect(issuesOf(theme)).toEqual([['sessions.0.screens.0.body.ja', 'HTML is not allowed']]);
  });

  it('refuses unknown screen kinds, goals, bad ids and media paths', () => {
    const theme = fixture() as Record<string, unknown> & {
      sessions: { id: string; screens: Record<string, unknown>[] }[];
    };
    theme.goals = ['sleep'];
    theme.cover = { src: '../secrets.json', alt: { en: 'x' } };
    const [first] = theme.sessions;
    if (!first?.screens[0]) throw new Error('fixture changed');
    first.id = 'Noticing Worry';
    first.screens[0].kind = 'poll';
    expect(issuesOf(theme).map(([path]) => path)).toEqual([
      'goals.0',
      'cover.src',
      'sessions.0.id',
      'sessions.0.screens.0.kind',
    ]);
  });
});

describe('served shapes', () => {
  it('describe what core resolves, theme and catalog', () => {
    const theme = SelfCareThemeDocument.parse(fixture());
    expect(() => SelfCareThemeResponse.parse({ language: 'ar', ...resolveTheme(theme, 'ar') })).not.toThrow();
    const catalog = buildCatalog([catalogEntry(theme)]);
    expect(SelfCareCatalogDocument.parse(catalog)).toEqual(catalog);
    expect(() =>
      SelfCareCatalogResponse.parse({ language: 'ja', themes: resolveCatalog(catalog, 'ja') }),
    ).not.toThrow();
  });
});
