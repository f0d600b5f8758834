import { onboardingMessages } from '@kinwell/core';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { FALLBACK_MESSAGES } from './finish-onboarding';
import { onboardingMessageDescriptors, onboardingMessageText } from './onboarding-text';

describe('onboarding message text', () => {
  it("keeps core's and spec section 8's English word for word", () => {
    for (const [key, english] of Object.entries(onboardingMessages)) {
      expect(onboardingMessageDescriptors.RULE_TEXT[key as keyof typeof onboardingMessages].message).toBe(english);
    }
    for (const [key, english] of Object.entries(FALLBACK_MESSAGES)) {
      expect(onboardingMessageDescriptors.TOAST_TEXT[key as keyof typeof FALLBACK_MESSAGES].message).toBe(english);
    }
  });

  it('translates by the English words and shows unknown server messages as they are', async () => {
    const { activateLocale, loadCatalogArea } = await import('../../lib/i18n');
    await activateLocale('fr');
    await loadCatalogArea('onboarding');
    expect(onboardingMessageText(i18n, 'First name is required')).toBe('Le prénom est obligatoire');
    expect(onboardingMessageText(i18n, 'Something new')).toBe('Something new');
    await activateLocale('en');
  });
});
