import type { SelfCareLibrary } from '../self-care/self-care-library';
import { LibraryIndex } from './library-retrieval';

/**
 * The coach's index of the published library, built once per published catalog: a publish changes the catalog's
 * versions, and the next turn builds a new index; otherwise every turn reuses it.
 */
export function coachLibrary(selfCare: Pick<SelfCareLibrary, 'publishedCatalog' | 'publishedThemes'>) {
  let built: { signature: string; index: Promise<LibraryIndex> } | undefined;
  return async (): Promise<LibraryIndex> => {
    const catalog = await selfCare.publishedCatalog();
    const signature = catalog.themes.map((theme) => `${theme.id}@${theme.version}`).join(',');
    if (built?.signature !== signature) {
      const index = selfCare.publishedThemes().then((themes) => new LibraryIndex(themes));
      built = { signature, index };
      index.catch(() => {
        if (built?.index === index) built = undefined;
      });
    }
    return built.index;
  };
}
