import { describe, expect, it } from 'vitest';
import { firstScreenOf, screenPosition } from './session-navigation';

const theme = {
  id: 'anxiety-steady-ground',
  sessions: [
    { id: 'noticing', screens: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] },
    { id: 'empty', screens: [] },
    { id: 'grounding', screens: [{ id: 'd' }] },
  ],
};

describe('screenPosition', () => {
  it('knows the screens before and after, within the session', () => {
    expect(screenPosition(theme, 'noticing', 'b')).toEqual({
      index: 1,
      total: 3,
      previous: { sessionId: 'noticing', screenId: 'a' },
      next: { sessionId: 'noticing', screenId: 'c' },
      nextSession: { sessionId: 'grounding', screenId: 'd' },
      isFirst: false,
      isLast: false,
    });
  });

  it('ends a session on its last screen and points at the next session with screens', () => {
    expect(screenPosition(theme, 'noticing', 'c')).toMatchObject({ next: undefined, isLast: true });
    expect(screenPosition(theme, 'grounding', 'd')).toMatchObject({
      previous: undefined,
      next: undefined,
      nextSession: undefined,
      isFirst: true,
      isLast: true,
    });
  });

  it('answers undefined for a session or screen the theme does not have', () => {
    expect(screenPosition(theme, 'nope', 'a')).toBeUndefined();
    expect(screenPosition(theme, 'noticing', 'd')).toBeUndefined();
  });
});

describe('firstScreenOf', () => {
  it('leads to the first screen, if any', () => {
    expect(firstScreenOf(theme, 'grounding')).toEqual({ sessionId: 'grounding', screenId: 'd' });
    expect(firstScreenOf(theme, 'empty')).toBeUndefined();
  });
});
