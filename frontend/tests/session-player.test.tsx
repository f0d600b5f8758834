import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SelfCareTheme } from '../src/features/self-care/self-care-content';
import { mockApi } from './mock-api';
import { onboardedUser, renderApp } from './render-app';

const en = (text: string) => ({ text, locale: 'en' as const, isFallback: false });

const theme: SelfCareTheme = {
  id: 'anxiety-test',
  version: 1,
  language: 'en',
  goals: ['anxiety'],
  minutes: 10,
  cover: { src: '/content/self-care/themes/anxiety-test/v1/cover.svg', alt: en('Calm hills') },
  title: en('Steady ground'),
  summary: en('Small steps for anxious days.'),
  sessions: [
    {
      id: 'noticing',
      title: en('Noticing worry'),
      summary: en('What worry feels like.'),
      minutes: 5,
      screens: [
        {
          id: 'intro',
          kind: 'text',
          title: en('Welcome'),
          body: { text: 'Worry is **normal**.', locale: 'en', isFallback: true },
        },
        {
          id: 'quiz',
          kind: 'quiz',
          question: en('Which helps in the moment?'),
          multiple: false,
          options: [
            { id: 'avoid', label: en('Avoiding it forever'), correct: false },
            { id: 'breathe', label: en('A slow breath'), correct: true },
          ],
          feedback: { correct: en('Yes: a slow breath calms the body.'), incorrect: en('Not quite. Try again.') },
        },
        { id: 'end', kind: 'takeaway', title: en('Remember'), points: [en('Worry passes.')] },
      ],
    },
    {
      id: 'grounding',
      title: en('Grounding'),
      summary: en('Come back to now.'),
      minutes: 5,
      screens: [{ id: 'g1', kind: 'text', body: en('Feel your feet on the floor.') }],
    },
  ],
};

function setup(path: string) {
  const calls = mockApi({
    'GET /api/content/self-care/themes/anxiety-test': { body: theme },
    'POST /api/aurora/user_events/theme': { status: 201, body: {} },
  });
  const view = renderApp(path, { user: onboardedUser });
  const events = () =>
    calls
      .filter((call) => call.path === '/api/aurora/user_events/theme')
      .map((call) => call.body as { type: string; screenId?: string; payload?: Record<string, unknown> });
  return { ...view, events };
}

const at = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

describe('the session player', () => {
  it('opens a session with a check-in, then plays its screens with the buttons and the arrow keys', async () => {
    const { router, events } = setup('/theme/anxiety-test/session/noticing/screen/intro');
    const checkIn = await screen.findByRole('dialog', { name: 'How are you feeling today?' });
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(checkIn.isConnected).toBe(false));

    expect(screen.getByRole('heading', { level: 1, name: 'Noticing worry' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Session progress' }).getAttribute('aria-valuetext')).toBe(
      'Step 1 of 3',
    );
    // English shown for a missing translation is marked, and the screen says so.
    expect(screen.getByText('Part of this step is not translated yet, so it is shown in English.')).toBeTruthy();
    expect(screen.getByText('normal').closest('[lang="en"]')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Back/ }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(at(router)).toBe('/theme/anxiety-test/session/noticing/screen/quiz'));
    await screen.findByText('Which helps in the moment?');
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
    });
    await waitFor(() => expect(at(router)).toBe('/theme/anxiety-test/session/noticing/screen/end'));
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft' }));
    });
    await waitFor(() => expect(at(router)).toBe('/theme/anxiety-test/session/noticing/screen/quiz'));

    await waitFor(() =>
      expect(events().map((event) => `${event.type}:${event.screenId}`)).toEqual(
        expect.arrayContaining([
          'session_started:intro',
          'screen_viewed:intro',
          'screen_completed:intro',
          'screen_viewed:quiz',
          'screen_completed:quiz',
          'screen_viewed:end',
        ]),
      ),
    );
    const completed = events().find((event) => event.type === 'screen_completed');
    expect(completed?.payload?.seconds).toEqual(expect.any(Number));
  });

  it('gives feedback on a quiz answer and records it', async () => {
    const { events } = setup('/theme/anxiety-test/session/noticing/screen/quiz');
    await screen.findByText('Which helps in the moment?');
    fireEvent.click(screen.getByLabelText('Avoiding it forever'));
    fireEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    expect(await screen.findByText('Not quite. Try again.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('A slow breath'));
    fireEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    expect(await screen.findByText('Yes: a slow breath calms the body.')).toBeTruthy();
    await waitFor(() =>
      expect(
        events()
          .filter((event) => event.type === 'quiz_answered')
          .map((event) => event.payload),
      ).toEqual([
        { optionIds: ['avoid'], correct: false },
        { optionIds: ['breathe'], correct: true },
      ]),
    );
  });

  it('ends with a check-in and a thank-you that leads to the next session', async () => {
    const { events } = setup('/theme/anxiety-test/session/noticing/screen/end');
    fireEvent.click(await screen.findByRole('button', { name: 'Finish session' }));
    await screen.findByRole('dialog', { name: 'How are you feeling today?' });
    fireEvent.click(screen.getByRole('radio', { name: 'Good' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save check-in' }));
    const thanks = await screen.findByRole('dialog', { name: 'Session complete. Well done.' });
    expect(thanks.textContent).toContain('Grounding');
    const next = screen.getByRole('link', { name: 'Start the next session' });
    expect(next.getAttribute('href')).toBe('/theme/anxiety-test/session/grounding/screen/g1');
    await waitFor(() =>
      expect(events().map((event) => event.type)).toEqual(
        expect.arrayContaining(['screen_completed', 'check_in', 'session_completed']),
      ),
    );
    expect(events().find((event) => event.type === 'check_in')?.payload).toEqual({ mood: 4, moment: 'end' });
  });

  it('says when a step is not there, and leads back in', async () => {
    setup('/theme/anxiety-test/session/noticing/screen/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'This step is no longer here' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start the theme from the beginning' }).getAttribute('href')).toBe(
      '/theme/anxiety-test/session/noticing/screen/intro',
    );
  });
});
