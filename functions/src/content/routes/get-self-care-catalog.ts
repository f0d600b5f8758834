import { contentRoutes } from '@kinwell/contracts';
import type { SelfCareLibrary } from '@kinwell/core';
import { defineRoute } from '../../http';
import { cachedJson } from '../cached-json';

/** Every published self-care theme (no screens) in a language, English marked where a text is not translated. */
export const getSelfCareCatalog = (selfCare: SelfCareLibrary) =>
  defineRoute(contentRoutes.getSelfCareCatalog, async ({ query, event }) => {
    return cachedJson(event, await selfCare.catalog(query.language));
  });
