import { contentRoutes, SelfCareId } from '@kinwell/contracts';
import { NotFoundError, type SelfCareLibrary, selfCareMessages } from '@kinwell/core';
import { defineRoute } from '../../http';
import { cachedJson } from '../cached-json';

/** A whole published theme (sessions and screens) in a language, media as public URLs. */
export const getSelfCareTheme = (selfCare: SelfCareLibrary) =>
  defineRoute(contentRoutes.getSelfCareTheme, async ({ query, pathParameters, event }) => {
    // A malformed id names no theme: the same 404 as an unknown one.
    const themeId = SelfCareId.safeParse(pathParameters.themeId);
    if (!themeId.success) throw new NotFoundError(selfCareMessages.themeNotFound, 'selfCare.themeNotFound');
    return cachedJson(event, await selfCare.theme(themeId.data, query.language));
  });
