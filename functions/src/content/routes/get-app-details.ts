import { contentRoutes } from '@kinwell/contracts';
import type { ContentLibrary } from '@kinwell/core';
import { defineRoute } from '../../http';
import { cachedJson } from '../cached-json';

/** The app details document (title, custom translations, idle-logout message) in a language. */
export const getAppDetails = (content: ContentLibrary) =>
  defineRoute(contentRoutes.getAppDetails, async ({ query, event }) => {
    return cachedJson(event, await content.appDetails(query.language, query.title));
  });
