import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../lib/api-client';

/**
 * What the account page shows for a failed call: the server's words when a Kinwell server answered (they are in
 * the language the app asked for), else the app's own — never raw text from a proxy or the network.
 */
export function accountErrorText(i18n: I18n, error: unknown): string {
  if (error instanceof ApiError && error.code) return error.message;
  return i18n._(msg`Something went wrong. Please try again.`);
}
