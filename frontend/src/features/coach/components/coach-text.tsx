import { SESSION_HREF_PATTERN } from '@kinwell/core';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { catalogQueryOptions } from '../../self-care/self-care-api';
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
  const { i18n } = useLingui();
  // A link reads as the session's title in the member's language (the catalog is cached by the library pages);
  // the path shows only while the catalog loads, or for a session it no longer holds.
  const { data: catalog } = useQuery(catalogQueryOptions(i18n.locale));
  const titleOf = (themeId: string, sessionId: string) => {
    const theme = catalog?.themes.find((candidate) => candidate.id === themeId);
    const session = theme?.sessions.find((candidate) => candidate.id === sessionId);
    return theme && session ? `${session.title.text} (${theme.title.text})` : undefined;
  };
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(SESSION_HREF_PATTERN.source, 'g'))) {
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    const ids = idsOf(match[0]);
    parts.push(
      <SessionLink key={start} {...ids}>
        {titleOf(ids.themeId, ids.sessionId) ?? match[0]}
      </SessionLink>,
    );
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <p className="coach-text">{parts}</p>;
}
