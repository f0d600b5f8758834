/** The parts of a theme the player moves through: ids only, so it serves the authored and the published shapes. */
export interface NavigableTheme {
  id: string;
  sessions: readonly { id: string; screens: readonly { id: string }[] }[];
}

export interface ScreenLink {
  sessionId: string;
  screenId: string;
}

export interface ScreenPosition {
  /** 0-based place of the screen in its session. */
  index: number;
  /** Screens in the session. */
  total: number;
  previous: ScreenLink | undefined;
  /** The next screen of the same session; undefined on its last screen (the session ends there). */
  next: ScreenLink | undefined;
  /** The theme's next session's first screen, for "what comes next" once this session ends. */
  nextSession: ScreenLink | undefined;
  isFirst: boolean;
  isLast: boolean;
}

/** Where a screen sits in its theme, or undefined when the theme has no such session or screen (a stale link). */
export function screenPosition(theme: NavigableTheme, sessionId: string, screenId: string): ScreenPosition | undefined {
  const sessionIndex = theme.sessions.findIndex((session) => session.id === sessionId);
  const session = theme.sessions[sessionIndex];
  if (!session) return undefined;
  const index = session.screens.findIndex((screen) => screen.id === screenId);
  if (index < 0) return undefined;
  const link = (screen: { id: string } | undefined) => screen && { sessionId, screenId: screen.id };
  const following = theme.sessions.slice(sessionIndex + 1).find((candidate) => candidate.screens.length > 0);
  return {
    index,
    total: session.screens.length,
    previous: link(session.screens[index - 1]),
    next: link(session.screens[index + 1]),
    nextSession: following && { sessionId: following.id, screenId: (following.screens[0] as { id: string }).id },
    isFirst: index === 0,
    isLast: index === session.screens.length - 1,
  };
}

/** The first screen of a session (where "Start" leads), or undefined for an unknown or empty session. */
export function firstScreenOf(theme: NavigableTheme, sessionId: string): ScreenLink | undefined {
  const screen = theme.sessions.find((session) => session.id === sessionId)?.screens[0];
  return screen && { sessionId, screenId: screen.id };
}
