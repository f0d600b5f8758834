import type { SelfCareTheme } from './self-care-theme';
import type { ThemeFiles } from './theme-checks';

const encoder = new TextEncoder();

/**
 * A small valid theme with one screen of every kind and its media, for core's self-care tests (the CLI and the
 * runtime read the fixture folder in tests/fixtures/self-care instead). Each call answers a fresh copy.
 */
export function sampleTheme(): { theme: SelfCareTheme; files: ThemeFiles } {
  const theme: SelfCareTheme = {
    id: 'calm-start',
    version: 1,
    goals: ['anxiety'],
    minutes: 7,
    cover: { src: 'cover.svg', alt: { en: 'A calm lake', fr: 'Un lac calme' } },
    title: { en: 'A calm start', fr: 'Un départ serein' },
    summary: { en: 'Two short sessions.', fr: 'Deux courtes séances.' },
    sessions: [
      {
        id: 'noticing',
        title: { en: 'Noticing', fr: 'Remarquer' },
        summary: { en: 'See the worry.' },
        minutes: 4,
        screens: [
          { kind: 'text', id: 'welcome', body: { en: 'Take **one** breath.', fr: 'Prenez **une** respiration.' } },
          { kind: 'image', id: 'lake', src: 'lake.svg', alt: { en: 'Still water' } },
          {
            kind: 'audio',
            id: 'listen',
            title: { en: 'Listen' },
            src: 'walk.mp3',
            durationSeconds: 60,
            captions: { en: 'walk.en.vtt', fr: 'walk.fr.vtt' },
            transcript: { en: '- Walk\n- Breathe' },
          },
          {
            kind: 'breathing',
            id: 'box',
            title: { en: 'Box' },
            inhale: 4,
            holdIn: 4,
            exhale: 4,
            holdOut: 4,
            cycles: 3,
          },
        ],
      },
      {
        id: 'naming',
        title: { en: 'Naming' },
        summary: { en: 'Name it to tame it.' },
        minutes: 2.6,
        screens: [
          { kind: 'reflection', id: 'journal', prompt: { en: 'What did you notice?' } },
          { kind: 'checkIn', id: 'mood', prompt: { en: 'How do you feel?' } },
          {
            kind: 'quiz',
            id: 'check',
            question: { en: 'Is worry a fact?' },
            multiple: false,
            options: [
              { id: 'yes', label: { en: 'Yes' }, correct: false },
              { id: 'no', label: { en: 'No' }, correct: true },
            ],
            feedback: { correct: { en: 'Right.' }, incorrect: { en: 'Not quite.' } },
          },
          { kind: 'takeaway', id: 'remember', title: { en: 'Remember' }, points: [{ en: 'Notice' }, { en: 'Name' }] },
        ],
      },
    ],
  };
  const files = new Map([
    ['cover.svg', encoder.encode('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>')],
    ['lake.svg', encoder.encode('<svg xmlns="http://www.w3.org/2000/svg"><rect width="4"/></svg>')],
    ['walk.mp3', new Uint8Array([0xff, 0xfb, 0x90, 0x00])],
    ['walk.en.vtt', encoder.encode('WEBVTT\n\n00:00.000 --> 00:02.000\nWalk\n')],
    ['walk.fr.vtt', encoder.encode('WEBVTT\n\n00:00.000 --> 00:02.000\nMarchez\n')],
  ]);
  return { theme, files };
}
