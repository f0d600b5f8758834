import { contentRoutes, ScreenType } from '@kinwell/contracts';
import type { ContentLibrary } from '@kinwell/core';
import { defineRoute } from '../../http';
import { cachedJson } from '../cached-json';

/** The onboarding text block of a screen in a language (English fallback; built-in text on a fresh install). */
export const getTextBlock = (content: ContentLibrary) =>
  defineRoute(contentRoutes.getTextBlock, async ({ query, pathParameters, event }) => {
    const screenType = ScreenType.parse(pathParameters.screenType);
    return cachedJson(event, await content.textBlock(screenType, query.language));
  });
