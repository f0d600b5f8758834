import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

interface SessionLinkProps {
  themeId: string;
  sessionId: string;
  screenId: string;
  children: ReactNode;
}

/** A link into a session of the self-care library, at the screen the coach named. */
export function SessionLink({ themeId, sessionId, screenId, children }: SessionLinkProps) {
  return (
    <Link to="/theme/$themeId/session/$sessionId/screen/$screenId" params={{ themeId, sessionId, screenId }}>
      {children}
    </Link>
  );
}
