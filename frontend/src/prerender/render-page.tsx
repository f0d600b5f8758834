import type { Locale, PrerenderedPath } from '@kinwell/core';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from '../app';
import { authContext, markSessionSettled } from '../features/auth/auth-store';
import { redirectQueryOptions } from '../features/redirects/redirects-api';
import { activateLocale } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from '../router';

/**
 * The markup of #root for a public page in a language, which the browser hydrates (main.tsx).
 * The build's prerender entry (scripts/prerender.mjs runs it in Node, once per public page and language): the real
 * route tree, loaded as a guest's first visit would load it, rendered with the same tree the browser hydrates
 * (App). Bundled with the browser's export conditions, so the router takes its client paths and the two renders
 * match; only what needs a visitor (session, brand, stored choices) is left to the browser.
 */
export async function renderPage(path: PrerenderedPath, locale: Locale): Promise<string> {
  // A guest: no session to restore at build time.
  markSessionSettled();
  await activateLocale(locale);
  const queryClient = createQueryClient();
  // No server-kept redirect at build time: a redirect the server holds is applied when the page hydrates.
  queryClient.setQueryData(redirectQueryOptions(path).queryKey, { redirect: null });
  const router = createAppRouter({
    queryClient,
    auth: authContext,
    history: createMemoryHistory({ initialEntries: [path] }),
    // Links are written as paths; the origin only stands in for window's, which Node lacks.
    origin: 'http://localhost',
    scrollRestoration: false,
  });
  await router.load();
  const failed = router.state.matches.find((match) => match.status !== 'success');
  if (failed) throw new Error(`${path} (${locale}) did not load: ${failed.routeId} is ${failed.status}`);
  const html = renderToString(<App router={router} queryClient={queryClient} />);
  queryClient.clear();
  return html;
}

// The script that runs this bundle takes the page list and the language rules from it, as the app has them.
export { APP_START_SCRIPT } from '@kinwell/contracts';
export { LOCALES, PRERENDERED_PAGES_DIR, PRERENDERED_PATHS, prerenderedPageFile, textDirection } from '@kinwell/core';
