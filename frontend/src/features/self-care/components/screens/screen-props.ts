import type { SelfCareScreen } from '../../self-care-content';

/** What a screen may record about itself (its theme, session and screen are the player's to add). */
export type RecordScreenEvent = (type: string, payload?: Record<string, string | number | boolean | string[]>) => void;

export interface ScreenProps<Kind extends SelfCareScreen['kind']> {
  screen: Extract<SelfCareScreen, { kind: Kind }>;
  record: RecordScreenEvent;
}
