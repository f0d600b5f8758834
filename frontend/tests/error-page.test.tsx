import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onboardedUser, renderApp } from './render-app';

// Every placeholder page throws while rendering: an unhandled error.
vi.mock('../src/components/page-placeholder', () => ({
  PagePlaceholder: () => {
    throw new Error('boom');
  },
}));

describe('unhandled errors', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('show the 404 page inside the layout', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // /live-call is still a placeholder (a signed-in page).
    renderApp('/live-call', { user: onboardedUser });

    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Homepage' }).getAttribute('href')).toBe('/');
    // Still inside the default layout: the menu stays usable.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(consoleError).toHaveBeenCalled();
  });
});
