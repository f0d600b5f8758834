import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../lib/api-client';
import { authMessageOf, authMessageText } from './auth-message-text';

/** How the account screens report outcomes (toasts); the route passes it in, so this feature imports no other. */
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}

/** The server's message in the user's language; anything else (offline, a gateway, a bug) gets the fallback. */
export function errorText(i18n: I18n, error: unknown, fallback = msg`An error occurred`): string {
  if (error instanceof ApiError && error.code) return authMessageText(i18n, authMessageOf(error));
  return i18n._(fallback);
}
