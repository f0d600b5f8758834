// Section 1b: what each signed-in product page adds to the signed-in shell. The shell (router, layout, navigation,
// auth, query client, the locale catalog) is what every signed-in page loads; a page's own weight is the scripts it
// fetched that a placeholder signed-in page did not. The budgets are on those added bytes.
import type { Browser } from 'playwright-core';
import type { BenchUser } from './accounts';
import { loadRoute, signedInState } from './frontend';
import { max, type Row, type Section } from './report';
import { addedTo, kB } from './sizes';

/** A signed-in page that is still a one-sentence placeholder: the shell and next to nothing of its own. */
export const SHELL_PAGE = '/live-chat';

interface PageBudget {
  gzip: number;
  label: string;
}

/** Issue 13: JS added to the signed-in shell by /my-progress ≤ 35 kB gzip, by the session player ≤ 25 kB gzip. */
const BUDGETS: Record<string, PageBudget> = {
  '/my-progress': { gzip: 35_000, label: '≤ 35 kB' },
  player: { gzip: 25_000, label: '≤ 25 kB' },
};

interface CatalogAnswer {
  themes: { id: string; goals: string[]; sessions: { id: string }[] }[];
}
interface ThemeAnswer {
  sessions: { id: string; screens: { id: string }[] }[];
}

/** The first screen of the first session of the member's goal theme, from the published catalog. */
async function firstScreenPath(appUrl: string, member: BenchUser, goal: string): Promise<string> {
  const headers = { authorization: `Bearer ${member.accessToken}` };
  const read = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${appUrl}${path}`, { headers });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const catalog = await read<CatalogAnswer>('/api/content/self-care/catalog');
  const theme = catalog.themes.find((entry) => entry.goals.includes(goal)) ?? catalog.themes[0];
  if (!theme) throw new Error('the catalog lists no theme: is the starter library published?');
  const full = await read<ThemeAnswer>(`/api/content/self-care/themes/${encodeURIComponent(theme.id)}`);
  const session = full.sessions[0];
  const screen = session?.screens[0];
  if (!session || !screen) throw new Error(`theme ${theme.id} has no screen`);
  return `/theme/${theme.id}/session/${session.id}/screen/${screen.id}`;
}

const fileName = (path: string) => path.split('/').pop() ?? path;

export interface MemberPagesInput {
  browser: Browser;
  appUrl: string;
  /** A member who finished onboarding with the goal "anxiety". */
  member: BenchUser;
}

export async function memberPagesSection({ browser, appUrl, member }: MemberPagesInput): Promise<Section> {
  const state = await signedInState(browser, appUrl, member, '/dashboard');
  const player = await firstScreenPath(appUrl, member, 'anxiety');
  const pages = [
    { key: '/dashboard', path: '/dashboard' },
    { key: '/self-care', path: '/self-care' },
    { key: '/my-progress', path: '/my-progress' },
    { key: 'player', path: player },
  ];
  const shell = await loadRoute(browser, appUrl, SHELL_PAGE, state);
  if (shell.finalPath !== SHELL_PAGE) throw new Error(`${SHELL_PAGE} ended at ${shell.finalPath}: not signed in?`);
  const rows: Row[] = [
    {
      figure: `${SHELL_PAGE} (the signed-in shell) · JS gzip`,
      value: shell.js.gzip,
      unit: 'B',
      note: `${shell.js.files} files, ${kB(shell.js.raw)} raw`,
    },
  ];
  for (const { key, path } of pages) {
    const load = await loadRoute(browser, appUrl, path, state);
    if (load.finalPath !== path) throw new Error(`${path} ended at ${load.finalPath}`);
    const name = key === 'player' ? 'session player' : path;
    const added = addedTo(shell, load);
    const where = key === 'player' ? `${path}: ` : '';
    const budget = BUDGETS[key];
    rows.push(
      {
        figure: `${name} · JS added to the shell, gzip`,
        value: added.sizes.gzip,
        unit: 'B',
        note: `${where}${added.files.map(fileName).join(', ') || 'no file of its own'}; ${kB(added.sizes.raw)} raw`,
        ...(budget ? { budgets: [max(budget.gzip, budget.label)] } : {}),
      },
      { figure: `${name} · JS added to the shell, brotli`, value: added.sizes.brotli, unit: 'B' },
      {
        figure: `${name} · JS in all, gzip`,
        value: load.js.gzip,
        unit: 'B',
        baseline: shell.js.gzip,
        note: `${load.js.files} files`,
      },
    );
  }
  return {
    id: 'member-pages',
    title: '1b. Front end: JS each signed-in product page adds to the shell',
    notes: [
      'A member who finished onboarding with the goal "anxiety" (sign-up, code, login, onboarding step 3 and a CRM lead, ' +
        'through the API) signs in through the login form; each page is then loaded in a fresh context with that session ' +
        '(empty cache) until the network is idle, as in section 1.',
      `The shell is ${SHELL_PAGE}, a signed-in placeholder page: router, layout, navigation, session, query client and the ` +
        'language catalog. A page adds the scripts it fetched that the shell did not (its route chunk, its feature code, ' +
        'its catalog); the baseline of the "in all" rows is the shell.',
      `The session player opens the first screen of the first session of the anxiety theme of the published starter ` +
        'library (the check-in modal of a session start included).',
    ],
    rows,
  };
}
