import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { resetAuthStore } from '../src/features/auth/auth-store';
import { closeOnboarding } from '../src/features/onboarding/onboarding-store';
import { clearToasts } from '../src/features/toasts/toast-store';
import { activateLocale } from '../src/lib/i18n';

// A page's first render loads its route chunk and its catalog area; on a loaded 2-core CI machine that can take
// longer than findBy*'s default second, which failed tests that were right.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrollTo; the router's scroll restoration calls it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

beforeAll(async () => {
  await activateLocale('en');
});

afterEach(() => {
  cleanup();
  resetAuthStore();
  clearToasts();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: tests clear what the app wrote.
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  localStorage.clear();
  closeOnboarding();
  sessionStorage.clear();
});
