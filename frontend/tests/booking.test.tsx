import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amelie, balance, daysAhead, kenji, memberBooking, slotAt } from './booking-fixtures';
import { mockApi } from './mock-api';
import { onboardedUser, renderApp } from './render-app';

const withSlots = (expert: typeof amelie, slots: ReturnType<typeof slotAt>[]) => ({ ...expert, nextSlots: slots });

/** Picks the first offered day, then the time at `index` of that day. */
async function pickTime(index = 0) {
  const days = await screen.findByRole('group', { name: 'Day' });
  fireEvent.click(within(days).getAllByRole('radio')[0] as HTMLElement);
  const times = screen.getByRole('group', { name: /^Time on/ });
  fireEvent.click(within(times).getAllByRole('radio')[index] as HTMLElement);
}

describe('the expert directory', () => {
  it('explains booking to a visitor and asks them to sign in, without calling the API', async () => {
    const calls = mockApi({});
    renderApp('/book-session');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a 1x1 session' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to book' }).getAttribute('href')).toContain('/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/api/experts'))).toEqual([]);
  });

  it('lists experts with their goal words, languages and next free times, and filters them', async () => {
    const calls = mockApi({
      'GET /api/experts': ({ path }) => ({
        body: {
          experts: path.includes('language=ja')
            ? []
            : path.includes('goal=anxiety')
              ? [withSlots(amelie, [slotAt(daysAhead(2, 9))])]
              : [withSlots(amelie, [slotAt(daysAhead(2, 9))]), withSlots(kenji, [])],
        },
      }),
    });
    renderApp('/book-session', { user: onboardedUser });
    const amelieCard = (await screen.findByRole('heading', { level: 2, name: 'Amélie Durand' })).closest('li');
    expect(amelieCard?.textContent).toContain('Anxiety');
    expect(amelieCard?.textContent).toContain('Speaks French, English');
    expect(amelieCard?.querySelector('time')).toBeTruthy();
    expect(screen.getByText('No free time in the next four weeks.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Help with'), { target: { value: 'anxiety' } });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Kenji Sato' })).toBeNull());
    expect(calls.some((call) => call.path === '/api/experts?goal=anxiety')).toBe(true);

    fireEvent.change(screen.getByLabelText('Session language'), { target: { value: 'ja' } });
    expect(await screen.findByText('No expert matches these filters yet. Try another language or topic.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { name: 'Kenji Sato' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'soonest' } });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/experts?sort=soonest')).toBe(true));
  });
});

describe('booking a session', () => {
  const slots = [slotAt(daysAhead(3, 9)), slotAt(daysAhead(3, 10)), slotAt(daysAhead(4, 14))];

  it('shows the profile and the balance, books the chosen time, then says what comes next', async () => {
    const calls = mockApi({
      'GET /api/experts/amelie-durand': { body: { expert: amelie } },
      'GET /api/experts/amelie-durand/slots': { body: { expertId: amelie.id, sessionMinutes: 50, slots } },
      'GET /api/bookings': { body: { upcoming: [], past: [], balance: balance(4, 6) } },
      'POST /api/bookings': ({ body }) => ({
        status: 201,
        body: { booking: memberBooking({ startsAt: (body as { startsAt: string }).startsAt }) },
      }),
    });
    renderApp('/book-session/amelie-durand', { user: onboardedUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Amélie Durand' })).toBeTruthy();
    expect(screen.getByText('I help people find steady ground.')).toBeTruthy();
    expect(await screen.findByText('4 of 6 sponsored sessions left this year')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '50 minutes' }) as HTMLInputElement).checked).toBe(true);

    const continueButton = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(continueButton.disabled).toBe(true);
    await pickTime(1);
    fireEvent.click(continueButton);
    expect(await screen.findByRole('heading', { name: 'Confirm your session' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));

    expect(await screen.findByRole('heading', { name: 'You are booked' })).toBeTruthy();
    expect(
      screen.getByText('The video link is in the email and in My bookings. Join a few minutes early.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      expertId: 'amelie-durand',
      startsAt: slots[1]?.startsAt,
      sessionMinutes: 50,
    });
  });

  it('offers the next free times when someone else took the slot first (409)', async () => {
    const next = slotAt(daysAhead(6, 11));
    let tries = 0;
    const calls = mockApi({
      'GET /api/experts/amelie-durand': { body: { expert: amelie } },
      'GET /api/experts/amelie-durand/slots': { body: { expertId: amelie.id, sessionMinutes: 50, slots } },
      'GET /api/bookings': { body: { upcoming: [], past: [], balance: balance() } },
      'POST /api/bookings': () => {
        tries += 1;
        return tries === 1
          ? {
              status: 409,
              body: {
                message: 'Someone has just booked this time. Please choose another.',
                code: 'booking.slotTaken',
                nextSlots: [next],
              },
            }
          : { status: 201, body: { booking: memberBooking({ startsAt: next.startsAt }) } };
      },
    });
    renderApp('/book-session/amelie-durand', { user: onboardedUser });
    await pickTime(0);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm booking' }));

    const message = await screen.findByText('Someone has just booked this time. Please choose another.');
    const alert = message.closest('[role="alert"]') as HTMLElement;
    fireEvent.click(within(within(alert).getByRole('group', { name: /^Time on/ })).getByRole('radio'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('heading', { name: 'You are booked' })).toBeTruthy();
    expect(
      calls.filter((call) => call.method === 'POST').map((call) => (call.body as { startsAt: string }).startsAt),
    ).toEqual([slots[0]?.startsAt, next.startsAt]);
  });

  it('says so when the year’s sponsored sessions are used up, and does not offer to book', async () => {
    mockApi({
      'GET /api/experts/amelie-durand': { body: { expert: amelie } },
      'GET /api/experts/amelie-durand/slots': { body: { expertId: amelie.id, sessionMinutes: 50, slots } },
      'GET /api/bookings': { body: { upcoming: [], past: [], balance: balance(0, 6) } },
    });
    renderApp('/book-session/amelie-durand', { user: onboardedUser });
    expect(await screen.findByText(/You have used all the sessions your employer sponsors this year/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('notes the 24 h rule next to a time within 24 hours', async () => {
    const soon = slotAt(new Date(Date.now() + 6 * 3_600_000).toISOString());
    mockApi({
      'GET /api/experts/amelie-durand': { body: { expert: amelie } },
      'GET /api/experts/amelie-durand/slots': { body: { expertId: amelie.id, sessionMinutes: 50, slots: [soon] } },
      'GET /api/bookings': { body: { upcoming: [], past: [], balance: balance() } },
    });
    renderApp('/book-session/amelie-durand', { user: onboardedUser });
    await pickTime(0);
    expect(
      screen.getByText('This session starts within 24 hours: it cannot be moved or cancelled free of charge.'),
    ).toBeTruthy();
  });
});

describe('My bookings', () => {
  it('lists upcoming and past sessions, with the video link and who cancelled', async () => {
    mockApi({
      'GET /api/bookings': {
        body: {
          upcoming: [memberBooking()],
          past: [
            memberBooking({
              id: '5d7c8a52-7a6c-4a43-9d0a-2f7f7c1f1a02',
              startsAt: daysAhead(-3, 9),
              status: 'cancelled',
              cancelledBy: 'expert',
              cancelReason: 'I am unwell, sorry.',
              videoUrl: undefined,
              changeable: false,
            }),
          ],
          balance: balance(),
        },
      },
    });
    renderApp('/book-session/my-bookings', { user: onboardedUser });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(
      within(upcoming)
        .getByRole('link', { name: /Join the video session/ })
        .getAttribute('href'),
    ).toBe('https://video.example/amelie');
    const past = screen.getByRole('region', { name: 'Past and cancelled' });
    expect(past.textContent).toContain('Amélie Durand cancelled this session: “I am unwell, sorry.”');
  });

  it('reschedules to another free time, then cancels with a reason', async () => {
    const newTime = slotAt(daysAhead(8, 15));
    const calls = mockApi({
      'GET /api/bookings': { body: { upcoming: [memberBooking()], past: [], balance: balance() } },
      'GET /api/experts/amelie-durand/slots': {
        body: { expertId: amelie.id, sessionMinutes: 50, slots: [newTime] },
      },
      'POST /api/bookings/5d7c8a52-7a6c-4a43-9d0a-2f7f7c1f1a01/reschedule': {
        body: { booking: memberBooking({ startsAt: newTime.startsAt, sequence: 1 }) },
      },
      'POST /api/bookings/5d7c8a52-7a6c-4a43-9d0a-2f7f7c1f1a01/cancel': {
        body: { booking: memberBooking({ status: 'cancelled', cancelledBy: 'member' }) },
      },
    });
    renderApp('/book-session/my-bookings', { user: onboardedUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    await pickTime(0);
    fireEvent.click(screen.getByRole('button', { name: 'Move to this time' }));
    expect(await screen.findByText('The session is moved. We have emailed you the new time.')).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/reschedule'))).toMatchObject({
      method: 'POST',
      path: '/api/bookings/5d7c8a52-7a6c-4a43-9d0a-2f7f7c1f1a01/reschedule',
      body: { startsAt: newTime.startsAt },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.change(screen.getByLabelText('Reason (optional)'), { target: { value: 'Work trip' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the session' }));
    expect(await screen.findByText('The session is cancelled. The expert has been told.')).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/cancel'))?.body).toEqual({ reason: 'Work trip' });
  });

  it('offers no reschedule inside 24 hours, and warns that cancelling then counts', async () => {
    const soon = new Date(Date.now() + 5 * 3_600_000).toISOString();
    mockApi({
      'GET /api/bookings': {
        body: { upcoming: [memberBooking({ startsAt: soon, changeable: false })], past: [], balance: balance() },
      },
    });
    renderApp('/book-session/my-bookings', { user: onboardedUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(screen.getByText(/cancelling now counts it as used/)).toBeTruthy();
  });
});

describe('the dashboard’s booking card', () => {
  it('shows the next session, or invites the member to book', async () => {
    mockApi({ 'GET /api/bookings': { body: { upcoming: [memberBooking()], past: [], balance: balance() } } });
    renderApp('/dashboard', { user: onboardedUser });
    const card = await screen.findByRole('region', { name: 'Your sessions with experts' });
    expect(await within(card).findByText('With Amélie Durand')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'See My bookings' })).toBeTruthy();
  });

  it('invites the member to book when nothing is booked', async () => {
    mockApi({ 'GET /api/bookings': { body: { upcoming: [], past: [], balance: balance() } } });
    renderApp('/dashboard', { user: onboardedUser });
    const card = await screen.findByRole('region', { name: 'Your sessions with experts' });
    expect(await within(card).findByRole('link', { name: 'Meet our experts' })).toBeTruthy();
  });
});
