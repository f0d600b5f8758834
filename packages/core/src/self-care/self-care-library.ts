import { type Locale, preferredLocale } from '../i18n/locales';
import type { ObjectStore } from '../ports/object-store';
import { NotFoundError } from '../shared/errors';
import { readPublishedCatalog } from './publish-self-care';
import { selfCareKeys } from './published-keys';
import { type ResolvedCatalogTheme, resolveCatalog, resolveTheme } from './resolve-theme';
import type { SelfCareCatalog } from './self-care-catalog';
import { selfCareMessages } from './self-care-messages';
import type { ResolvedTheme, SelfCareTheme } from './self-care-theme';

export interface SelfCareLibraryOptions {
  /**
   * How long a read catalog is answered from memory (a warm Lambda serves many readers; a publish shows after
   * at most this long). Default 0: read every time.
   */
  catalogTtlMs?: number;
  now?: () => number;
}

const decoder = new TextDecoder();

/**
 * The published self-care library as readers get it: in their language (English, marked, where a text is not
 * translated), media as public URLs. A theme is read at the version the catalog names; a version never changes
 * once published, so its document is kept in memory once read.
 */
export class SelfCareLibrary {
  private cachedCatalog: { catalog: SelfCareCatalog; readAt: number } | undefined;
  private readonly themes = new Map<string, SelfCareTheme>();
  private readonly now: () => number;

  constructor(
    private readonly objects: ObjectStore,
    private readonly options: SelfCareLibraryOptions = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  /** The published catalog as stored (empty before the first publish). */
  async publishedCatalog(): Promise<SelfCareCatalog> {
    const ttl = this.options.catalogTtlMs ?? 0;
    const cached = this.cachedCatalog;
    if (cached && this.now() - cached.readAt < ttl) return cached.catalog;
    const readAt = this.now();
    const catalog = (await readPublishedCatalog(this.objects)) ?? { themes: [] };
    if (ttl > 0) this.cachedCatalog = { catalog, readAt };
    return catalog;
  }

  /** Every published theme in the reader's language (`fr-CA` reads French; a language we do not speak, English). */
  async catalog(language: string): Promise<{ language: Locale; themes: ResolvedCatalogTheme[] }> {
    const locale = preferredLocale([language]);
    return { language: locale, themes: resolveCatalog(await this.publishedCatalog(), locale) };
  }

  async theme(themeId: string, language: string): Promise<ResolvedTheme & { language: Locale }> {
    const locale = preferredLocale([language]);
    const entry = (await this.publishedCatalog()).themes.find((theme) => theme.id === themeId);
    if (!entry) throw new NotFoundError(selfCareMessages.themeNotFound, 'selfCare.themeNotFound');
    return { language: locale, ...resolveTheme(await this.publishedTheme(entry), locale) };
  }

  /** Every published theme as stored, in every language (the AI coach's retrieval reads them all). */
  async publishedThemes(): Promise<SelfCareTheme[]> {
    const { themes } = await this.publishedCatalog();
    return Promise.all(themes.map((entry) => this.publishedTheme(entry)));
  }

  private async publishedTheme(entry: { id: string; version: number }): Promise<SelfCareTheme> {
    const key = selfCareKeys.theme(entry.id, entry.version);
    let theme = this.themes.get(key);
    if (!theme) {
      const stored = await this.objects.get(key);
      if (!stored) throw new Error(`The catalog names ${key}, which is not in the content store`);
      theme = JSON.parse(decoder.decode(stored.body)) as SelfCareTheme;
      this.themes.set(key, theme);
    }
    return theme;
  }
}
