// Lambda entry of the auth endpoint group.
import { authDeps } from '../runtime/aws/auth';
import { createAuthHandler } from './app';

export const handler = createAuthHandler(authDeps());
