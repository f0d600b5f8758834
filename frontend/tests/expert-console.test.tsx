import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amelie, daysAhead, slotAt } from './booking-fixtures';
import { mockApi } from './mock-api';
import { renderApp } from './render-app';

const expertUser = { email: 'amelie@kinwell.example', sub: 'expert-1' };

const availability = {
  timeZone: 'Europe/Paris',
  weekly: [{ weekday: 1, start: '09:00', end: '12:00' }],
  daysOff: [],
  extra: [],
};

const booking = (overrides: Record<string, unknown> = {}) => {
  const startsAt = daysAhead(4, 8);
  return {
    id: '7a1e0c35-2a7b-4b8e-8d54-4d7c2f0f9b11',
    expertId: amelie.id,
    startsAt,
    endsAt: slotAt(startsAt).endsAt,
    status: 'booked',
    sequence: 0,
    member: { firstName: 'Ana', goals: ['anxiety'] },
    ...overrides,
  };
};

function consoleApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/expert/me': {
      body: { expert: { ...amelie, bio: { en: 'Bio' }, location: { kind: 'video', url: 'https://v.example/a' } } },
    },
    'GET /api/expert/availability': { body: availability },
    'GET /api/expert/bookings': {
      body: {
        upcoming: [booking()],
        past: [
          booking({
            id: '7a1e0c35-2a7b-4b8e-8d54-4d7c2f0f9b12',
            startsAt: daysAhead(-2, 8),
            status: 'cancelled',
            cancelledBy: 'member',
            cancelReason: 'Feeling better',
          }),
        ],
      },
    },
    ...extra,
  });
}

describe('the expert console', () => {
  it('shows the expert’s zone, their hours and their sessions with the member’s first name and goals', async () => {
    consoleApi();
    renderApp('/expert', { user: expertUser, role: 'expert' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Amélie Durand' })).toBeTruthy();
    expect((await screen.findByText(/Your time zone:/)).textContent).toContain('(Europe/Paris)');
    expect((screen.getByLabelText('Monday, hours 1: from') as HTMLSelectElement).value).toBe('09:00');
    const sessions = screen.getByRole('region', { name: 'Your sessions' });
    expect(sessions.textContent).toContain('Would like help with: Anxiety');
    expect(sessions.textContent).toContain('Ana cancelled this session: “Feeling better”');
    // The crisis card's header button is for members.
    expect(screen.queryByRole('button', { name: 'Need help now?' })).toBeNull();
    // So is the members' courses promotion.
    expect(screen.queryByRole('link', { name: /New: wellbeing courses/ })).toBeNull();
  });

  it('edits weekly hours, days off and extra hours, and saves them all at once', async () => {
    const calls = consoleApi({
      'PUT /api/expert/availability': ({ body }) => ({ body: { ...(body as object), timeZone: 'Europe/Paris' } }),
    });
    renderApp('/expert', { user: expertUser, role: 'expert' });
    const save = (await screen.findByRole('button', { name: 'Save availability' })) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    // Monday: a second span after the first; Wednesday: a working day.
    fireEvent.click(screen.getByRole('button', { name: 'Add hours Monday' }));
    fireEvent.change(screen.getByLabelText('Monday, hours 2: from'), { target: { value: '13:00' } });
    fireEvent.change(screen.getByLabelText('Monday, hours 2: to'), { target: { value: '17:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add hours Wednesday' }));
    // A span ending before it starts cannot be saved.
    fireEvent.change(screen.getByLabelText('Wednesday, hours 1: to'), { target: { value: '08:00' } });
    expect(await screen.findByText('These hours must end after they start.')).toBeTruthy();
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Wednesday, hours 1: to'), { target: { value: '24:00' } });

    fireEvent.change(screen.getByLabelText('Day off'), { target: { value: '2026-12-25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add day off' }));
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-12-05' } });
    fireEvent.change(screen.getByLabelText('Extra hours: from'), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText('Extra hours: to'), { target: { value: '12:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add extra hours' }));

    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('Saved. Members now see these times.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      weekly: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '13:00', end: '17:30' },
        { weekday: 3, start: '09:00', end: '24:00' },
      ],
      daysOff: ['2026-12-25'],
      extra: [{ day: '2026-12-05', start: '10:00', end: '12:00' }],
    });
    expect(save.disabled).toBe(true);
  });

  it('cancels a session with a reason for the member', async () => {
    const calls = consoleApi({
      'POST /api/expert/bookings/7a1e0c35-2a7b-4b8e-8d54-4d7c2f0f9b11/cancel': {
        body: { booking: booking({ status: 'cancelled', cancelledBy: 'expert', cancelReason: 'Unwell' }) },
      },
    });
    renderApp('/expert', { user: expertUser, role: 'expert' });
    const upcoming = await screen.findByRole('region', { name: 'Your sessions' });
    fireEvent.click(await within(upcoming).findByRole('button', { name: /^Cancel/ }));
    fireEvent.change(screen.getByLabelText('Reason (optional)'), { target: { value: 'Unwell' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the session' }));
    expect(await screen.findByText('The session is cancelled. Ana has been told.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/cancel'))?.body).toEqual({ reason: 'Unwell' }),
    );
  });
});

describe('guards by role', () => {
  it('send a member away from the console to their dashboard', async () => {
    mockApi({});
    const { router } = renderApp('/expert', {
      user: { email: 'ana@acme.example', sub: 'user-1', 'custom:isOnboarded': 'true' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('send a guest from the console to sign in', async () => {
    mockApi({});
    const { router } = renderApp('/expert');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/expert' });
  });

  it.each([
    '/dashboard',
    '/onboarding',
    '/book-session',
    '/book-session/amelie-durand',
    '/book-session/my-bookings',
    '/my-progress',
    '/login',
  ])('keep an expert (never onboarded as a member) on the console instead of %s', async (path) => {
    consoleApi();
    const { router } = renderApp(path, { user: expertUser, role: 'expert' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/expert'));
  });

  it('let an expert open public pages', async () => {
    mockApi({});
    const { router } = renderApp('/about', { user: expertUser, role: 'expert' });
    // The guards run before a page renders: once the page is drawn and the router idle, none sent the expert away.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We help working families feel better, together' }),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.status).toBe('idle'));
    expect(router.state.location.pathname).toBe('/about');
  });
});
