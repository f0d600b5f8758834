import type { SessionSuggestion } from '@kinwell/contracts';
import { Plural } from '@lingui/react/macro';
import { SessionLink } from './session-link';

/** Library sessions as links, each with its theme and length. */
export function SessionList({ sessions }: { sessions: readonly SessionSuggestion[] }) {
  return (
    <ul className="coach-sessions">
      {sessions.map((session) => (
        <li key={session.href}>
          <SessionLink themeId={session.themeId} sessionId={session.sessionId} screenId={session.screenId}>
            {session.title}
          </SessionLink>
          <span className="coach-session-meta">
            {session.themeTitle} · <Plural value={session.minutes} one="# minute" other="# minutes" />
          </span>
        </li>
      ))}
    </ul>
  );
}
