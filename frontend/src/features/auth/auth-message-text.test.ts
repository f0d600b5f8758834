import { authMessages } from '@kinwell/core';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../lib/i18n';
import { authMessageDescriptors, authMessageText } from './auth-message-text';

describe('authMessageText', () => {
  it("keeps core's English word for word, for every message", () => {
    for (const [key, english] of Object.entries(authMessages)) {
      const descriptor = authMessageDescriptors[key as keyof typeof authMessages];
      expect(i18n._(descriptor), key).toBe(english);
    }
  });

  it('translates a server message, and shows an unknown one as it is', async () => {
    await activateLocale('fr');
    try {
      expect(authMessageText(i18n, authMessages.emailRequired)).not.toBe(authMessages.emailRequired);
      expect(authMessageText(i18n, 'Something new')).toBe('Something new');
    } finally {
      await activateLocale('en');
    }
  });
});
