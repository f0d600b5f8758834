// Lambda entry of the content endpoint group.
import { contentDeps } from '../runtime/aws/content';
import { createContentHandler } from './app';

export const handler = createContentHandler(contentDeps());
