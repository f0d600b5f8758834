/**
 * Where the published self-care library lives in the content store (AWS: the content bucket; local: the objects
 * folder), and the public URL path each object is served at (CloudFront's `/content/*` behaviour; the local
 * runtime serves the same path). A theme version's files never change once published, so they are cached for a
 * year; the catalog names the versions to read and is cached briefly.
 */
export const selfCareKeys = {
  prefix: 'self-care/',
  catalog: 'self-care/catalog.json',
  themeFolder: (themeId: string, version: number) => `self-care/themes/${themeId}/v${version}/`,
  theme: (themeId: string, version: number) => `self-care/themes/${themeId}/v${version}/theme.json`,
  media: (themeId: string, version: number, file: string) => `self-care/themes/${themeId}/v${version}/${file}`,
} as const;

/** The public path the content store's objects are served under, on both runtimes. */
export const CONTENT_PUBLIC_PATH = '/content/';

/** The URL path of a published object (`/content/self-care/themes/x/v1/cover.svg`), same-origin on both runtimes. */
export const publicContentUrl = (key: string): string => `${CONTENT_PUBLIC_PATH}${key}`;

/** The content-store key a public URL path names, or undefined when the path is not published self-care content. */
export function selfCareKeyOfPath(pathname: string): string | undefined {
  if (!pathname.startsWith(CONTENT_PUBLIC_PATH)) return undefined;
  const key = pathname.slice(CONTENT_PUBLIC_PATH.length);
  // Only the published library is public: the store also holds company metadata (locally, the same folder).
  if (!key.startsWith(selfCareKeys.prefix) || key.split('/').some((part) => part === '' || part === '..')) {
    return undefined;
  }
  return key;
}

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The catalog changes when a theme is published: browsers and CloudFront check again after a minute. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60';

export const selfCareCacheControl = (key: string): string =>
  key === selfCareKeys.catalog ? CATALOG_CACHE_CONTROL : IMMUTABLE_CACHE_CONTROL;
