import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProgressSummary } from '../src/features/progress/progress-summary';
import { mockApi } from './mock-api';
import { onboardedUser, renderApp } from './render-app';

const en = (text: string) => ({ text, locale: 'en' as const, isFallback: false });
const theme = (id: string, goal: string, title: string) => ({
  id,
  version: 1,
  goals: [goal],
  minutes: 20,
  cover: { src: `/c/${id}.svg`, alt: en('') },
  title: en(title),
  summary: en(`About ${title}`),
  sessions: [
    { id: 's1', title: en('One'), minutes: 7, screens: 4 },
    { id: 's2', title: en('Two'), minutes: 7, screens: 4 },
  ],
});
const catalog = {
  themes: [
    theme('anxiety-x', 'anxiety', 'Steady ground'),
    theme('burnout-x', 'burnout', 'Refuel'),
    theme('sleep-x', 'depression', 'Lifting the weight'),
    theme('done-x', 'anxiety', 'Already done'),
  ],
};
const summary: ProgressSummary = {
  period: 'week',
  from: '2026-11-19',
  to: '2026-11-25',
  moods: [],
  minutesPerWeek: [],
  streak: { current: 3, longest: 5, activeDays: [] },
  themes: [
    {
      themeId: 'anxiety-x',
      completedSessionIds: ['s1'],
      lastPosition: { sessionId: 's2', screenId: 'b' },
      updatedAt: '2026-11-25T08:00:00Z',
    },
    { themeId: 'done-x', completedSessionIds: ['s1', 's2'], updatedAt: '2026-11-20T08:00:00Z' },
  ],
  resume: { themeId: 'anxiety-x', sessionId: 's2', screenId: 'b' },
  recentReflections: [],
};

describe('the dashboard', () => {
  it('continues where the member left off, shows the streak and suggests unfinished themes for their goals', async () => {
    mockApi({
      'GET /api/progress': { body: summary },
      'GET /api/content/self-care/catalog': { body: catalog },
      'POST /api/zoho/lead/get': { body: { leads: [{ id: '1', Goals: ['burnout', 'anxiety'] }] } },
      'GET /api/content/self-care/themes/anxiety-x': { body: { ...catalog.themes[0], language: 'en' } },
    });
    renderApp('/dashboard', { user: onboardedUser });
    const continueCard = await screen.findByRole('region', { name: 'Continue where you left off' });
    expect(await within(continueCard).findByText('Steady ground')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your streak' }).textContent).toContain('3');
    const suggested = await screen.findByRole('region', { name: 'Suggested for you' });
    await waitFor(() =>
      expect(
        within(within(suggested).getByRole('list'))
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent),
      ).toEqual(['Refuel', 'Lifting the weight']),
    );
  });

  it('records today’s check-in', async () => {
    const calls = mockApi({
      'GET /api/progress': { body: { ...summary, themes: [], resume: undefined } },
      'GET /api/content/self-care/catalog': { body: catalog },
      'POST /api/aurora/user_events/theme': { status: 201, body: {} },
    });
    renderApp('/dashboard', { user: onboardedUser });
    expect(await screen.findByRole('link', { name: 'Explore Self-Care' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Low' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save check-in' }));
    expect(await screen.findByText('Thank you for checking in. It is in My Progress.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/aurora/user_events/theme')?.body).toMatchObject({
        themeId: 'daily',
        type: 'check_in',
        payload: { mood: 2, moment: 'daily' },
        id: expect.any(String),
      }),
    );
  });
});
