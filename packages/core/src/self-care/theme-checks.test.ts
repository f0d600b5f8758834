import { describe, expect, it } from 'vitest';
import { formatFieldPath } from './field-path';
import { MAX_MEDIA_BYTES } from './media-files';
import { sampleTheme } from './sample-theme';
import type { SelfCareScreen } from './self-care-theme';
import { checkTheme, markdownProblems, translationGaps } from './theme-checks';

const problemsOf = (...args: Parameters<typeof checkTheme>) =>
  checkTheme(...args).map(({ path, message }) => `${formatFieldPath(args[0].id, path)}: ${message}`);

const screen = <K extends SelfCareScreen['kind']>(
  theme: ReturnType<typeof sampleTheme>['theme'],
  s: number,
  i: number,
  kind: K,
): SelfCareScreen & { kind: K } => {
  const found = theme.sessions[s]?.screens[i];
  if (found?.kind !== kind) throw new Error(`screen ${s}/${i} is not ${kind}`);
  return found as SelfCareScreen & { kind: K };
};

describe('checkTheme', () => {
  it('finds nothing wrong in a sound theme', () => {
    const { theme, files } = sampleTheme();
    expect(checkTheme(theme, files, 'calm-start')).toEqual([]);
  });

  it('names ids used twice, at the second use', () => {
    const { theme, files } = sampleTheme();
    const [first, second] = theme.sessions;
    if (!first || !second) throw new Error('sample');
    second.id = 'noticing';
    (first.screens[1] as { id: string }).id = 'welcome';
    const [, option] = screen(theme, 1, 2, 'quiz').options;
    if (option) option.id = 'yes';
    expect(problemsOf(theme, files)).toEqual([
      'calm-start/sessions[1].id: session id "noticing" is used twice',
      'calm-start/sessions[0].screens[1].id: screen id "welcome" is used twice',
      'calm-start/sessions[1].screens[2].options[1].id: option id "yes" is used twice',
    ]);
  });

  it('wants a right answer in every quiz, and only one in a single-choice one', () => {
    const { theme, files } = sampleTheme();
    const quiz = screen(theme, 1, 2, 'quiz');
    for (const option of quiz.options) option.correct = false;
    expect(problemsOf(theme, files)).toEqual([
      'calm-start/sessions[1].screens[2].options: no option is marked correct',
    ]);
    for (const option of quiz.options) option.correct = true;
    expect(problemsOf(theme, files)).toEqual([
      'calm-start/sessions[1].screens[2].options: a single-choice quiz has 2 correct options',
    ]);
    quiz.multiple = true;
    expect(problemsOf(theme, files)).toEqual([]);
  });

  it('checks the total minutes against the sessions (rounded)', () => {
    const { theme, files } = sampleTheme();
    theme.minutes = 9;
    expect(problemsOf(theme, files)).toEqual(['calm-start/minutes: is 9, but the sessions add up to 7 minutes']);
  });

  it('finds media missing, of the wrong kind, too large or unsafe', () => {
    const { theme, files } = sampleTheme();
    const mutable = files as Map<string, Uint8Array>;
    mutable.delete('walk.fr.vtt');
    mutable.set('walk.en.vtt', new TextEncoder().encode('00:00.000 --> 00:02.000\nWalk'));
    mutable.set('lake.svg', new TextEncoder().encode('<svg onload="alert(1)"></svg>'));
    mutable.set('cover.svg', new Uint8Array(MAX_MEDIA_BYTES + 1).fill(32));
    screen(theme, 0, 2, 'audio').src = 'walk.vtt';
    expect(problemsOf(theme, files)).toEqual([
      `calm-start/cover.src: "cover.svg" is ${MAX_MEDIA_BYTES + 1} bytes; media files may be at most ${MAX_MEDIA_BYTES}`,
      'calm-start/cover.src: "cover.svg" is not an SVG image',
      'calm-start/sessions[0].screens[1].src: "lake.svg" SVG images may not carry scripts, event handlers, embedded HTML or entities',
      'calm-start/sessions[0].screens[2].src: "walk.vtt": audio files must be .mp3, .m4a, .ogg, .wav',
      'calm-start/sessions[0].screens[2].captions.en: "walk.en.vtt" is not a WebVTT file (it must start with WEBVTT)',
      `calm-start/sessions[0].screens[2].captions.fr: "walk.fr.vtt" is not in the theme's folder`,
    ]);
  });

  it('wants the folder named after the theme', () => {
    const { theme, files } = sampleTheme();
    expect(problemsOf(theme, files, 'calm')).toEqual([
      'calm-start/id: is "calm-start", but the folder is named "calm"',
    ]);
  });
});

describe('translationGaps', () => {
  it('lists the texts not written in every language', () => {
    const { theme } = sampleTheme();
    const gaps = translationGaps(theme);
    expect(gaps[0]).toEqual({ path: ['cover', 'alt'], missing: ['es', 'ja', 'ar'] });
    expect(
      gaps.find((gap) => formatFieldPath(theme.id, gap.path) === 'calm-start/sessions[1].screens[3].points[1]'),
    ).toEqual({ path: ['sessions', 1, 'screens', 3, 'points', 1], missing: ['fr', 'es', 'ja', 'ar'] });
  });
});

describe('markdownProblems', () => {
  it('reports what falls outside the safe subset, per language', () => {
    expect(markdownProblems({ en: 'Fine **text**.', fr: '# Titre\n\n<b>gras</b>' })).toEqual([
      { locale: 'fr', problem: 'headings are not allowed (use bold text)' },
      { locale: 'fr', problem: 'HTML is not allowed' },
    ]);
  });
});
