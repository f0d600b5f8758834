import type { FieldPath } from './field-path';
import type { CaptionFiles, LocalizedText, SelfCareScreen, SelfCareTheme } from './self-care-theme';

export interface ThemeText {
  path: FieldPath;
  text: LocalizedText;
  /** Written in the safe markdown subset (a text screen's body, a transcript). */
  markdown: boolean;
}

export type MediaUse = 'image' | 'audio' | 'video' | 'captions';

export interface MediaReference {
  path: FieldPath;
  file: string;
  use: MediaUse;
}

function* screenTexts(screen: SelfCareScreen, at: FieldPath): Generator<ThemeText> {
  const plain = (name: string, text: LocalizedText | undefined) =>
    text ? [{ path: [...at, name], text, markdown: false }] : [];
  switch (screen.kind) {
    case 'text':
      yield* plain('title', screen.title);
      yield { path: [...at, 'body'], text: screen.body, markdown: true };
      return;
    case 'image':
      yield* plain('alt', screen.alt);
      yield* plain('caption', screen.caption);
      return;
    case 'audio':
    case 'video':
      yield* plain('title', screen.title);
      yield { path: [...at, 'transcript'], text: screen.transcript, markdown: true };
      return;
    case 'breathing':
      yield* plain('title', screen.title);
      return;
    case 'reflection':
      yield* plain('prompt', screen.prompt);
      yield* plain('placeholder', screen.placeholder);
      return;
    case 'checkIn':
      yield* plain('prompt', screen.prompt);
      return;
    case 'quiz':
      yield* plain('question', screen.question);
      for (const [index, option] of screen.options.entries()) {
        yield { path: [...at, 'options', index, 'label'], text: option.label, markdown: false };
      }
      yield { path: [...at, 'feedback', 'correct'], text: screen.feedback.correct, markdown: false };
      yield { path: [...at, 'feedback', 'incorrect'], text: screen.feedback.incorrect, markdown: false };
      return;
    case 'takeaway':
      yield* plain('title', screen.title);
      for (const [index, point] of screen.points.entries()) {
        yield { path: [...at, 'points', index], text: point, markdown: false };
      }
      return;
  }
}

/** Every text of a theme with its place, in reading order. */
export function* themeTexts(theme: SelfCareTheme): Generator<ThemeText> {
  yield { path: ['cover', 'alt'], text: theme.cover.alt, markdown: false };
  yield { path: ['title'], text: theme.title, markdown: false };
  yield { path: ['summary'], text: theme.summary, markdown: false };
  for (const [s, session] of theme.sessions.entries()) {
    yield { path: ['sessions', s, 'title'], text: session.title, markdown: false };
    yield { path: ['sessions', s, 'summary'], text: session.summary, markdown: false };
    for (const [i, screen] of session.screens.entries()) yield* screenTexts(screen, ['sessions', s, 'screens', i]);
  }
}

function* captionFiles(captions: CaptionFiles, at: FieldPath): Generator<MediaReference> {
  for (const [locale, file] of Object.entries(captions)) {
    if (typeof file === 'string') yield { path: [...at, 'captions', locale], file, use: 'captions' };
  }
}

/** Every media file a theme refers to, with its place (a file used twice is listed twice). */
export function* themeMedia(theme: SelfCareTheme): Generator<MediaReference> {
  yield { path: ['cover', 'src'], file: theme.cover.src, use: 'image' };
  for (const [s, session] of theme.sessions.entries()) {
    for (const [i, screen] of session.screens.entries()) {
      const at = ['sessions', s, 'screens', i];
      if (screen.kind === 'image') yield { path: [...at, 'src'], file: screen.src, use: 'image' };
      if (screen.kind === 'audio' || screen.kind === 'video') {
        yield { path: [...at, 'src'], file: screen.src, use: screen.kind };
        yield* captionFiles(screen.captions, at);
      }
    }
  }
}
