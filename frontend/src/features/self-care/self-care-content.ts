import type { SelfCareCatalogResponse, SelfCareText, SelfCareThemeResponse } from '@kinwell/contracts';
import type { ContractOutput } from '../../lib/contract-types';

/**
 * Self-care content as the API serves it (@kinwell/contracts): every text in the reader's language, or in English
 * with `isFallback` when a translation is missing (the screen says so), and media as URL paths on this app.
 */
export type ShownText = ContractOutput<typeof SelfCareText>;
export type SelfCareTheme = ContractOutput<typeof SelfCareThemeResponse>;
export type SelfCareSession = SelfCareTheme['sessions'][number];
export type SelfCareScreen = SelfCareSession['screens'][number];
export type SelfCareCatalog = ContractOutput<typeof SelfCareCatalogResponse>;
export type CatalogTheme = SelfCareCatalog['themes'][number];

/** Does any text of this screen fall back to English? The screen then says so once. */
export function screenHasFallback(screen: SelfCareScreen): boolean {
  const texts: ShownText[] = [];
  const visit = (value: unknown): void => {
    if (value && typeof value === 'object') {
      if ('isFallback' in value && 'text' in value) texts.push(value as ShownText);
      else for (const child of Object.values(value)) visit(child);
    }
  };
  visit(screen);
  return texts.some((text) => text.isFallback);
}
