import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { activateLocale } from '../src/lib/i18n';

// jsdom has no scrollTo; the router's scroll restoration calls it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

beforeAll(async () => {
  await activateLocale('en');
});

afterEach(() => {
  cleanup();
});
