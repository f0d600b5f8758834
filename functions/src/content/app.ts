import type { ContentLibrary } from '@kinwell/core';
import { createGroupHandler, type HandlerRuntime } from '../http';
import { getAppDetails } from './routes/get-app-details';
import { getTextBlock } from './routes/get-text-block';

export interface ContentDeps {
  content: ContentLibrary;
}

/** The content endpoint group (/api/content/*): text blocks and app details, public and cached. */
export function createContentHandler({ content }: ContentDeps, runtime: HandlerRuntime = {}) {
  return createGroupHandler([getTextBlock(content), getAppDetails(content)], runtime);
}
