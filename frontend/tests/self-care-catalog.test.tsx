import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CatalogTheme, SelfCareTheme } from '../src/features/self-care/self-care-content';
import { mockApi } from './mock-api';
import { onboardedUser, renderApp } from './render-app';

const en = (text: string) => ({ text, locale: 'en' as const, isFallback: false });
const catalogTheme = (id: string, goal: CatalogTheme['goals'][number], title: string): CatalogTheme => ({
  id,
  version: 1,
  goals: [goal],
  minutes: 20,
  cover: { src: `/content/self-care/themes/${id}/v1/cover.svg`, alt: en('') },
  title: en(title),
  summary: en(`About ${title}`),
  sessions: [
    { id: 's1', title: en('One'), minutes: 7, screens: 4 },
    { id: 's2', title: en('Two'), minutes: 7, screens: 5 },
  ],
});
const catalog = {
  language: 'en',
  themes: [
    catalogTheme('depression-x', 'depression', 'Lifting the weight'),
    catalogTheme('anxiety-x', 'anxiety', 'Steady ground'),
  ],
};
const anxietyTheme: SelfCareTheme = {
  ...catalog.themes[1],
  sessions: [
    {
      id: 's1',
      title: en('One'),
      summary: en(''),
      minutes: 7,
      screens: [{ id: 'hello', kind: 'text', body: en('Hi') }],
    },
  ],
} as SelfCareTheme;

const titles = () =>
  within(screen.getByRole('list', { name: 'Themes' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('the self-care catalog', () => {
  it('shows a visitor every theme with an invitation to sign up', async () => {
    mockApi({ 'GET /api/content/self-care/catalog': { body: catalog } });
    renderApp('/self-care');
    await screen.findByText('Steady ground');
    expect(titles()).toEqual(['Lifting the weight', 'Steady ground']);
    expect(screen.getAllByRole('link', { name: 'Sign up to start' })).toHaveLength(2);
    expect(screen.getByText(/not a substitute for professional care/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Need help now?' })).toBeTruthy();
  });

  it('puts a member’s goals first and starts the theme at its first screen', async () => {
    mockApi({
      'GET /api/content/self-care/catalog': { body: catalog },
      'GET /api/content/self-care/themes/anxiety-x': { body: anxietyTheme },
      'POST /api/zoho/lead/get': { body: { leads: [{ id: '1', Goals: ['anxiety'] }] } },
      'POST /api/aurora/user_events/theme': { status: 201, body: {} },
    });
    const { router } = renderApp('/self-care', { user: onboardedUser });
    await waitFor(() => expect(titles()).toEqual(['Steady ground', 'Lifting the weight']));
    // One way to urgent help, in the header: the page does not repeat it.
    expect(screen.getAllByRole('button', { name: 'Need help now?' })).toHaveLength(1);
    const card = screen.getByRole('article', { name: 'Steady ground' });
    expect(within(card).getByText('For your goals')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/theme/anxiety-x/session/s1/screen/hello'));
  });

  it('says so when the themes cannot be loaded, and tries again', async () => {
    // The route's prefetch and the page's mount both read the catalog: it stays down until the member retries.
    let down = true;
    mockApi({
      'GET /api/content/self-care/catalog': () =>
        down ? { status: 400, body: { message: 'x', code: 'common.invalidRequest' } } : { body: catalog },
    });
    renderApp('/self-care');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    down = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Steady ground')).toBeTruthy();
  });
});
