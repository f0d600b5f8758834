import type { ContentLibrary, SelfCareLibrary } from '@kinwell/core';
import { createGroupHandler, type HandlerRuntime } from '../http';
import { getAppDetails } from './routes/get-app-details';
import { getSelfCareCatalog } from './routes/get-self-care-catalog';
import { getSelfCareTheme } from './routes/get-self-care-theme';
import { getTextBlock } from './routes/get-text-block';

export interface ContentDeps {
  content: ContentLibrary;
  /** The published self-care library (the content bucket in AWS, the objects folder locally). */
  selfCare: SelfCareLibrary;
}

/** The content endpoint group (/api/content/*): text blocks, app details and the self-care library, public and cached. */
export function createContentHandler({ content, selfCare }: ContentDeps, runtime: HandlerRuntime = {}) {
  return createGroupHandler(
    [getTextBlock(content), getAppDetails(content), getSelfCareCatalog(selfCare), getSelfCareTheme(selfCare)],
    runtime,
  );
}
