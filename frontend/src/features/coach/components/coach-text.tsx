import { SESSION_HREF_PATTERN } from '@kinwell/core';
import type { ReactNode } from 'react';
import { SessionLink } from './session-link';

/** `/theme/a/session/b/screen/c` → its three ids (the pattern matched only word characters and dashes). */
function idsOf(href: string) {
  const [, , themeId = '', , sessionId = '', , screenId = ''] = href.split('/');
  return { themeId, sessionId, screenId };
}

/**
 * The coach's words, as plain text (never HTML): each library session link it wrote becomes a real link into the
 * app; any other text, a would-be link included, stays text.
 */
export function CoachText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(SESSION_HREF_PATTERN.source, 'g'))) {
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <SessionLink key={start} {...idsOf(match[0])}>
        {match[0]}
      </SessionLink>,
    );
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <p className="coach-text">{parts}</p>;
}
