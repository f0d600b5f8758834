import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { themeQueryOptions } from './self-care-api';

export interface ThemeProgress {
  /** Sessions the member finished. */
  completedSessionIds: readonly string[];
  /** Where they left off, to continue there. */
  resume?: { sessionId: string; screenId: string } | undefined;
}

/**
 * Opens a theme where the member should be: where they left off, else the first session they have not finished,
 * else the first. The theme is fetched first (the player then has it at once); a failure is reported, not thrown.
 */
export function useOpenTheme() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);

  const open = async (themeId: string, progress?: ThemeProgress) => {
    setOpening(true);
    setFailed(false);
    try {
      const theme = await queryClient.fetchQuery(themeQueryOptions(themeId, i18n.locale));
      const unfinished = theme.sessions.filter((session) => !progress?.completedSessionIds.includes(session.id));
      const next =
        progress?.resume ??
        [...unfinished, ...theme.sessions]
          .map((session) => session.screens[0] && { sessionId: session.id, screenId: session.screens[0].id })
          .find(Boolean);
      if (!next) throw new Error('The theme has no screens');
      await navigate({ to: '/theme/$themeId/session/$sessionId/screen/$screenId', params: { themeId, ...next } });
    } catch {
      setFailed(true);
      setOpening(false);
    }
  };
  return { open, opening, failed };
}

/**
 * A theme's progress as the catalog and the dashboard use it: where the member left off only while that session is
 * unfinished (after its last screen, the theme opens at the next session instead).
 */
export function themeProgressOf(summary: {
  completedSessionIds: readonly string[];
  lastPosition?: { sessionId: string; screenId: string } | undefined;
}): ThemeProgress {
  const { completedSessionIds, lastPosition } = summary;
  return {
    completedSessionIds,
    resume: lastPosition && !completedSessionIds.includes(lastPosition.sessionId) ? lastPosition : undefined,
  };
}
