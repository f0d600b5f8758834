import { describe, expect, it } from 'vitest';
import { buildCoachPrompt } from './coach-prompt';
import { LibraryIndex } from './library-retrieval';
import { testLibrary } from './test-library';

const sessions = new LibraryIndex(testLibrary()).search('worry', { locale: 'fr' });

describe('the coach’s prompt', () => {
  const prompt = buildCoachPrompt({
    locale: 'fr',
    goals: ['anxiety', 'burnout'],
    progress: { currentStreak: 3, minutesLast30Days: 42, themesStarted: ['Un sol stable'], averageMood: 2.5 },
    sessions,
    expertHref: '/book-session',
  });

  it('states its limits: an AI, no diagnosis, no medication advice, a human expert on offer', () => {
    expect(prompt).toMatch(/You are an AI, not a therapist/);
    expect(prompt).toMatch(/Never diagnose/);
    expect(prompt).toMatch(/Never advise on medication/);
    expect(prompt).toMatch(/Offer a human expert \(book one at \/book-session\) whenever the member asks/);
    expect(prompt).toMatch(/988/);
  });

  it('knows the member: language, goals, progress', () => {
    expect(prompt).toMatch(/Answer in French/);
    expect(prompt).toMatch(/Goals chosen: anxiety, burnout/);
    expect(prompt).toMatch(/42 minutes in the last 30 days, a streak of 3/);
    expect(prompt).toMatch(/Themes started: Un sol stable/);
    expect(prompt).toMatch(/mood: 2\.5/);
  });

  it('lists only library sessions, with their links', () => {
    expect(prompt).toContain(
      '"Remarquer l’inquiétude" (Un sol stable : apaiser l’inquiétude, 5 min): /theme/anxiety-steady-ground/session/noticing-worry/screen/before-you-begin',
    );
    const none = buildCoachPrompt({ locale: 'en', goals: [], sessions: [], expertHref: '/book-session' });
    expect(none).toMatch(/\(none match; recommend none\)/);
    expect(none).toMatch(/Goals chosen: none given/);
  });
});
