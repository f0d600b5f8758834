import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProgressSummary } from '../src/features/progress/progress-summary';
import { mockApi } from './mock-api';
import { onboardedUser, renderApp } from './render-app';

const en = (text: string) => ({ text, locale: 'en' as const, isFallback: false });
const catalog = {
  themes: [
    {
      id: 'anxiety-x',
      version: 1,
      goals: ['anxiety'],
      minutes: 20,
      cover: { src: '/c.svg', alt: en('') },
      title: en('Steady ground'),
      summary: en(''),
      sessions: [
        { id: 's1', title: en('One'), minutes: 7, screens: 4 },
        { id: 's2', title: en('Two'), minutes: 7, screens: 5 },
      ],
    },
  ],
};
const summary: ProgressSummary = {
  period: 'month',
  from: '2026-10-27',
  to: '2026-11-25',
  moods: [
    { at: '2026-11-20T09:00:00Z', mood: 2 },
    { at: '2026-11-24T09:00:00Z', mood: 4 },
  ],
  minutesPerWeek: [
    { weekStart: '2026-11-16', minutes: 12 },
    { weekStart: '2026-11-23', minutes: 20 },
  ],
  streak: { current: 2, longest: 3, activeDays: ['2026-11-23', '2026-11-24'] },
  themes: [
    {
      themeId: 'anxiety-x',
      completedSessionIds: ['s1'],
      lastPosition: { sessionId: 's2', screenId: 'x' },
      updatedAt: '2026-11-24T09:10:00Z',
    },
  ],
  recentReflections: [
    { id: 'r1', text: 'I felt calmer after the walk.', at: '2026-11-24T09:05:00Z', themeId: 'anxiety-x' },
  ],
};
const empty: ProgressSummary = {
  period: 'month',
  from: '2026-10-27',
  to: '2026-11-25',
  moods: [],
  minutesPerWeek: [{ weekStart: '2026-11-23', minutes: 0 }],
  streak: { current: 0, longest: 0, activeDays: [] },
  themes: [],
  recentReflections: [],
};

describe('My Progress', () => {
  it('shows mood, practice, streak, themes and reflections, each chart with its table', async () => {
    const calls = mockApi({
      'GET /api/progress': { body: summary },
      'GET /api/content/self-care/catalog': { body: catalog },
      'DELETE /api/progress/reflections/r1': { body: { deleted: true } },
    });
    renderApp('/my-progress', { user: onboardedUser });
    const mood = await screen.findByRole('img', { name: /Mood over time/ });
    expect(mood.textContent).toContain('2 check-ins, average mood 3.0 out of 5');
    const moodTable = within(screen.getByRole('region', { name: 'Mood' })).getByRole('table');
    expect(within(moodTable).getAllByRole('row')).toHaveLength(3);
    expect(moodTable.textContent).toContain('Good (4/5)');
    expect(screen.getByRole('img', { name: /Minutes practised per week/ }).textContent).toContain(
      '32 minutes over 2 weeks.',
    );
    expect(screen.getByText('days in a row now').parentElement?.textContent).toContain('2');
    expect(await screen.findByRole('progressbar', { name: 'Steady ground' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/theme/anxiety-x/session/s2/screen/x',
    );
    expect(calls.some((call) => /^\/api\/progress\?period=month&tz=/.test(call.path))).toBe(true);

    expect(screen.getByText('I felt calmer after the walk.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this reflection?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/progress/reflections/r1')).toBe(true),
    );
  });

  it('asks for another period', async () => {
    const calls = mockApi({
      'GET /api/progress': { body: summary },
      'GET /api/content/self-care/catalog': { body: catalog },
    });
    renderApp('/my-progress', { user: onboardedUser });
    await screen.findByRole('img', { name: /Mood over time/ });
    fireEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() => expect(calls.some((call) => call.path.startsWith('/api/progress?period=week'))).toBe(true));
  });

  it('leads somewhere from every empty part', async () => {
    mockApi({ 'GET /api/progress': { body: empty }, 'GET /api/content/self-care/catalog': { body: catalog } });
    renderApp('/my-progress', { user: onboardedUser });
    expect(await screen.findByText(/No check-ins in this period/)).toBeTruthy();
    expect(screen.getByText(/No practice in this period yet/)).toBeTruthy();
    expect(screen.getByText('You have not started a theme yet.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Explore Self-Care' }).length).toBeGreaterThanOrEqual(3);
  });
});
