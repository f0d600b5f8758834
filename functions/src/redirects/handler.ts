// Lambda entry of the redirects endpoint group.
import { redirectsDeps } from '../runtime/aws/redirects';
import { createRedirectsHandler } from './app';

export const handler = createRedirectsHandler(redirectsDeps());
