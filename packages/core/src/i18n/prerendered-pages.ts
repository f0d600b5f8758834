import { DEFAULT_LOCALE, isLocale, type Locale, localeFromAcceptLanguage } from './locales';

/**
 * The public pages the front-end build prerenders to HTML in every language (docs/decisions/017), so their text
 * paints before any script runs. Signed-in pages are not here: they stay rendered in the browser.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/login',
  '/signup',
  '/about',
  '/solutions',
  '/who-we-serve',
  '/contact',
  '/demo',
  '/privacy-policy',
  '/terms-of-service',
  '/legal/privacy',
  '/legal/terms',
  '/legal/cookies',
  '/legal/accessibility',
  '/self-care',
] as const;
export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

/**
 * The cookie holding the visitor's chosen language (the bare locale, as localStorage's `user-locale`): the app
 * writes it beside localStorage so that the servers, which cannot read localStorage, serve the page in it.
 */
export const LOCALE_COOKIE = 'user-locale';

/**
 * The cookie that says a session may exist (the app writes it at sign-in, frontend/src/features/auth/client-cookies.ts):
 * such a visitor gets the SPA shell, as a prerendered guest's page would not match what the app shows them.
 */
export const SESSION_HINT_COOKIE = 'kinwell-session';

/** Where the build writes the prerendered pages, under the site's root (`/pages/ar/login.html`). */
export const PRERENDERED_PAGES_DIR = 'pages';

/** The prerendered path a request path names (`/login/` too), or undefined for every other page. */
export function prerenderedPathOf(pathname: string): PrerenderedPath | undefined {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return (PRERENDERED_PATHS as readonly string[]).includes(path) ? (path as PrerenderedPath) : undefined;
}

/** The file of a prerendered page in a language, relative to the site's root: `pages/ar/index.html` for `/`. */
export function prerenderedPageFile(path: PrerenderedPath, locale: Locale): string {
  return `${PRERENDERED_PAGES_DIR}/${locale}/${path === '/' ? 'index' : path.slice(1)}.html`;
}

/** A cookie's value from a `Cookie` header, or undefined. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

/**
 * The language to serve a page in: the visitor's choice (the `user-locale` cookie), else the browser's
 * (`Accept-Language`, as the app reads navigator.languages on a first visit), else English. CloudFront's viewer
 * function (infra) applies the same rule; a test holds the two together.
 */
export function pageLocale(request: { cookie?: string | undefined; acceptLanguage?: string | undefined }): Locale {
  const chosen = cookieValue(request.cookie, LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  return request.acceptLanguage ? localeFromAcceptLanguage(request.acceptLanguage) : DEFAULT_LOCALE;
}

export interface PageRequest {
  pathname: string;
  /** The query string, `?` included or empty. */
  search: string;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}

/**
 * The prerendered file to answer a page request with (relative to the site's root), or undefined for the SPA shell:
 * only a public page, asked without a query string (brand, redirect and prefilled email are per visit) by a visitor
 * without a session. Both servers call it: the local runtime and, in its own words, CloudFront's viewer function.
 */
export function prerenderedFileFor(request: PageRequest): string | undefined {
  const path = prerenderedPathOf(request.pathname);
  if (!path || request.search.length > 1) return undefined;
  if (cookieValue(request.cookie, SESSION_HINT_COOKIE) === '1') return undefined;
  return prerenderedPageFile(path, pageLocale(request));
}
