import type { ObjectStore } from '../ports/object-store';
import { ConflictError, PreconditionFailedError } from '../shared/errors';
import { mediaContentType } from './media-files';
import { selfCareCacheControl, selfCareKeys } from './published-keys';
import { buildCatalog, catalogEntry, type SelfCareCatalog } from './self-care-catalog';
import type { SelfCareTheme } from './self-care-theme';
import type { ThemeFiles } from './theme-checks';
import { themeMedia } from './theme-fields';

/** A theme that passed validation, with the files of its folder. */
export interface ThemeToPublish {
  theme: SelfCareTheme;
  files: ThemeFiles;
}

export interface PublishOptions {
  /**
   * Overwrite a published version whose files differ. Off by default: a version is cached for a year by browsers
   * and CloudFront, so changed content needs a new version number. The local runtime turns it on, for authors
   * editing a theme on their machine.
   */
  replaceChanged?: boolean;
  /**
   * These themes are the whole library: a theme the catalog lists but not among them leaves the catalog (its
   * published files stay, for readers in the middle of it). Off: the other themes stay listed.
   */
  wholeLibrary?: boolean;
}

export interface PublishReport {
  /** Keys written, catalog last. */
  written: string[];
  /** Files already published with the same bytes (not written again). */
  unchanged: number;
}

interface PlannedObject {
  key: string;
  body: Uint8Array;
  contentType: string;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

function planTheme({ theme, files }: ThemeToPublish): PlannedObject[] {
  const media = new Set([...themeMedia(theme)].map((reference) => reference.file));
  return [
    // Media first: a theme document must never name a file that is not there yet.
    ...[...media].sort().map((file) => ({
      key: selfCareKeys.media(theme.id, theme.version, file),
      body: files.get(file) ?? new Uint8Array(),
      contentType: mediaContentType(file),
    })),
    {
      key: selfCareKeys.theme(theme.id, theme.version),
      body: encoder.encode(JSON.stringify(theme)),
      contentType: 'application/json; charset=utf-8',
    },
  ];
}

/** The published catalog and its ETag, or undefined before the first publish. */
async function readCatalogVersion(
  objects: ObjectStore,
): Promise<{ catalog: SelfCareCatalog; etag: string } | undefined> {
  const stored = await objects.get(selfCareKeys.catalog);
  if (!stored) return undefined;
  const value = JSON.parse(decoder.decode(stored.body)) as SelfCareCatalog;
  if (!Array.isArray(value?.themes)) throw new Error(`${selfCareKeys.catalog} is not a self-care catalog`);
  return { catalog: value, etag: stored.etag };
}

/** The published catalog, or undefined before the first publish. */
export async function readPublishedCatalog(objects: ObjectStore): Promise<SelfCareCatalog | undefined> {
  return (await readCatalogVersion(objects))?.catalog;
}

/**
 * Publishes validated themes to the content store: each version's media and theme document under
 * `self-care/themes/<id>/v<version>/` (cached for a year), then the catalog naming the new versions (cached
 * briefly). Files already published with the same bytes are not written again, so publishing an unchanged
 * library writes nothing. Earlier versions stay: a reader in the middle of one keeps its media.
 */
export async function publishSelfCare(
  objects: ObjectStore,
  themes: readonly ThemeToPublish[],
  options: PublishOptions = {},
): Promise<PublishReport> {
  const planned = themes.flatMap(planTheme);
  const changed: PlannedObject[] = [];
  // Every conflict is found before anything is written: a refused publish leaves the store as it was.
  for (const object of planned) {
    const existing = await objects.get(object.key);
    if (existing && sameBytes(existing.body, object.body)) continue;
    if (existing && !options.replaceChanged) {
      throw new ConflictError(
        `${object.key} is already published with other content: raise the theme's version to publish a change`,
      );
    }
    changed.push(object);
  }
  const written: string[] = [];
  for (const { key, body, contentType } of changed) {
    await objects.put(key, body, { contentType, cacheControl: selfCareCacheControl(key) });
    written.push(key);
  }
  const existing = await readCatalogVersion(objects);
  const catalog = buildCatalog(
    themes.map(({ theme }) => catalogEntry(theme)),
    options.wholeLibrary ? undefined : existing?.catalog,
  );
  if (JSON.stringify(catalog) !== JSON.stringify(existing?.catalog)) {
    try {
      // Only over the catalog read: two publishes at once must not drop each other's themes.
      await objects.put(selfCareKeys.catalog, JSON.stringify(catalog), {
        contentType: 'application/json; charset=utf-8',
        cacheControl: selfCareCacheControl(selfCareKeys.catalog),
        ...(existing ? { ifMatch: existing.etag } : { ifNoneMatch: '*' as const }),
      });
    } catch (error) {
      if (!(error instanceof PreconditionFailedError)) throw error;
      throw new ConflictError('The catalog changed while publishing (another publish?): run the publish again');
    }
    written.push(selfCareKeys.catalog);
  }
  return { written, unchanged: planned.length - changed.length };
}
