import type { ObjectStore } from '../ports/object-store';
import { ValidationError } from '../shared/errors';
import { APP_DETAILS_FALLBACK, type AppDetails, isAppDetailsDocument } from './app-details';
import {
  CONTENT_SOURCE_LANGUAGE,
  isScreenType,
  isTextBlock,
  type ScreenType,
  TEXT_BLOCK_FALLBACKS,
  type TextBlock,
} from './text-blocks';

/** Object keys of the content documents (the company bucket in AWS, the objects folder locally). */
export const contentKeys = {
  prefix: 'content/',
  textBlock: (language: string, screenType: ScreenType) => `content/text-blocks/${language}/${screenType}.json`,
  textBlocksPrefix: 'content/text-blocks/',
  appDetails: (language: string) => `content/app-details/${language}.json`,
  appDetailsPrefix: 'content/app-details/',
} as const;

/** Where a served document came from: stored for that language, or the built-in English fallback. */
export type ContentSource = 'stored' | 'fallback';

export interface ServedTextBlock {
  screenType: ScreenType;
  /** The language of the text served (English when the asked language has no block). */
  language: string;
  source: ContentSource;
  block: TextBlock;
}

export interface ContentEntry {
  kind: 'text-block' | 'app-details';
  language: string;
  /** The screen type of a text block. */
  name?: string;
  key: string;
  lastModified: Date;
}

/** Languages as content keys name them: `en`, `fr`, `pt-br` (lowercase). */
const LANGUAGE = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/;

export function normalizeLanguage(language: string): string {
  const normalized = language.trim().toLowerCase().replace('_', '-');
  if (!LANGUAGE.test(normalized)) throw new ValidationError('language must be a language code such as en or fr');
  return normalized;
}

const decoder = new TextDecoder();

/**
 * The content documents of spec section 3 (text blocks, app details), read per language with English as the
 * fallback and the built-in English text last, so a fresh install needs nothing seeded. Editable without a deploy:
 * the content CLI writes the same keys.
 */
export class ContentLibrary {
  constructor(private readonly objects: ObjectStore) {}

  private async readJson(key: string): Promise<unknown> {
    const found = await this.objects.get(key);
    if (!found) return undefined;
    try {
      return JSON.parse(decoder.decode(found.body)) as unknown;
    } catch {
      // A broken document must not break the screens: it counts as absent.
      return undefined;
    }
  }

  private async storedTextBlock(language: string, screenType: ScreenType): Promise<TextBlock | undefined> {
    const value = await this.readJson(contentKeys.textBlock(language, screenType));
    return isTextBlock(value) ? value : undefined;
  }

  /** The block in `language`, else the stored English one, else the built-in English fallback. */
  async textBlock(screenType: ScreenType, language: string): Promise<ServedTextBlock> {
    const lang = normalizeLanguage(language);
    for (const candidate of new Set([lang, CONTENT_SOURCE_LANGUAGE])) {
      const block = await this.storedTextBlock(candidate, screenType);
      if (block) return { screenType, language: candidate, source: 'stored', block };
    }
    return {
      screenType,
      language: CONTENT_SOURCE_LANGUAGE,
      source: 'fallback',
      block: TEXT_BLOCK_FALLBACKS[screenType],
    };
  }

  /** The app details in `language` (English as fallback); a document for another title counts as absent. */
  async appDetails(language: string, title?: string): Promise<AppDetails & { source: ContentSource }> {
    const lang = normalizeLanguage(language);
    const wanted = title ?? APP_DETAILS_FALLBACK.title;
    for (const candidate of new Set([lang, CONTENT_SOURCE_LANGUAGE])) {
      const value = await this.readJson(contentKeys.appDetails(candidate));
      if (!isAppDetailsDocument(value)) continue;
      if ((value.title ?? APP_DETAILS_FALLBACK.title) !== wanted) continue;
      return {
        title: wanted,
        language: candidate,
        customTranslations: value.customTranslations ?? {},
        logoutInactivityMessage: value.logoutInactivityMessage ?? APP_DETAILS_FALLBACK.logoutInactivityMessage,
        source: 'stored',
      };
    }
    return { ...APP_DETAILS_FALLBACK, title: wanted, customTranslations: {}, source: 'fallback' };
  }

  async putTextBlock(screenType: ScreenType, language: string, block: TextBlock): Promise<string> {
    if (!isTextBlock(block)) throw new ValidationError('A text block needs a title and a subtitle (strings)');
    const key = contentKeys.textBlock(normalizeLanguage(language), screenType);
    await this.objects.put(key, JSON.stringify(block, null, 2), { contentType: 'application/json' });
    return key;
  }

  async putAppDetails(language: string, details: Partial<AppDetails>): Promise<string> {
    if (!isAppDetailsDocument(details)) throw new ValidationError('App details: title, customTranslations (strings)');
    const lang = normalizeLanguage(language);
    const key = contentKeys.appDetails(lang);
    await this.objects.put(key, JSON.stringify({ ...details, language: lang }, null, 2), {
      contentType: 'application/json',
    });
    return key;
  }

  /** The stored document itself (not the fallback chain), for the CLI's `get`. */
  async readStored(kind: ContentEntry['kind'], language: string, name?: string): Promise<unknown> {
    const lang = normalizeLanguage(language);
    if (kind === 'app-details') return this.readJson(contentKeys.appDetails(lang));
    if (!isScreenType(name)) throw new ValidationError(`Unknown screen type: ${name}`);
    return this.readJson(contentKeys.textBlock(lang, name));
  }

  async remove(kind: ContentEntry['kind'], language: string, name?: string): Promise<void> {
    const lang = normalizeLanguage(language);
    if (kind === 'app-details') return this.objects.delete(contentKeys.appDetails(lang));
    if (!isScreenType(name)) throw new ValidationError(`Unknown screen type: ${name}`);
    return this.objects.delete(contentKeys.textBlock(lang, name));
  }

  async list(): Promise<ContentEntry[]> {
    const summaries = await this.objects.list(contentKeys.prefix);
    return summaries.flatMap(({ key, lastModified }): ContentEntry[] => {
      const block = /^content\/text-blocks\/([^/]+)\/([^/]+)\.json$/.exec(key);
      if (block?.[1] && block[2])
        return [{ kind: 'text-block', language: block[1], name: block[2], key, lastModified }];
      const details = /^content\/app-details\/([^/]+)\.json$/.exec(key);
      if (details?.[1]) return [{ kind: 'app-details', language: details[1], key, lastModified }];
      return [];
    });
  }
}
