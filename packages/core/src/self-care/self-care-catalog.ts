import { GOALS } from '../onboarding/onboarding-options';
import type { LocalizedText, SelfCareTheme, ThemeShape } from './self-care-theme';

/** A theme as the catalog lists it: enough for a card and a session list, without the screens. */
export interface CatalogThemeShape<Text, Media> {
  id: string;
  version: number;
  goals: ThemeShape<Text, Text, Media, unknown>['goals'];
  minutes: number;
  cover: { src: Media; alt: Text };
  title: Text;
  summary: Text;
  /** Each session's outline; `screens` is how many it has (the screens themselves come with the theme). */
  sessions: { id: string; title: Text; minutes: number; screens: number }[];
}

/** The published catalog (`self-care/catalog.json`): the current version of every theme. */
export interface SelfCareCatalog {
  themes: CatalogThemeShape<LocalizedText, string>[];
}
export type CatalogTheme = SelfCareCatalog['themes'][number];

export function catalogEntry(theme: SelfCareTheme): CatalogTheme {
  return {
    id: theme.id,
    version: theme.version,
    goals: theme.goals,
    minutes: theme.minutes,
    cover: theme.cover,
    title: theme.title,
    summary: theme.summary,
    sessions: theme.sessions.map((session) => ({
      id: session.id,
      title: session.title,
      minutes: session.minutes,
      screens: session.screens.length,
    })),
  };
}

const goalRank = (theme: CatalogTheme) =>
  Math.min(...theme.goals.map((goal) => GOALS.indexOf(goal)).filter((rank) => rank >= 0), GOALS.length);

/**
 * The catalog with these themes in it: each replaces the entry of the same id (a theme published again lists its
 * new version), the others stay. Themes are in the onboarding's goal order, then by id, so the same library
 * always publishes the same bytes.
 */
export function buildCatalog(themes: readonly CatalogTheme[], existing?: SelfCareCatalog): SelfCareCatalog {
  const byId = new Map((existing?.themes ?? []).map((theme) => [theme.id, theme]));
  for (const theme of themes) byId.set(theme.id, theme);
  return {
    themes: [...byId.values()].sort((a, b) => goalRank(a) - goalRank(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
  };
}
