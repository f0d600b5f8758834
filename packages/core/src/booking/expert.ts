import type { Gender, Goal } from '../onboarding/onboarding-options';
import type { LocalizedText } from '../self-care/self-care-theme';

/** Session lengths an expert may offer, in minutes. */
export const SESSION_MINUTES = [30, 50] as const;
export type SessionMinutes = (typeof SESSION_MINUTES)[number];

/**
 * Where an expert holds sessions: a video link of their own, or a phone call (the expert calls the member). The
 * link is given to booked members only (in their confirmation), never on the public profile.
 */
export type SessionLocation = { kind: 'video'; url: string } | { kind: 'phone' };

/** An expert as ops add them (`npm run expert -- add`) and members find them in the directory. */
export interface Expert {
  id: string;
  name: string;
  photoUrl: string;
  credentials: string;
  /** The onboarding goals they help with: a member's goals find them. */
  specialties: readonly Goal[];
  /** Languages they hold sessions in (BCP 47 tags, `en`, `pt-BR`): not only the app's own. */
  languages: readonly string[];
  gender: Gender;
  bio: LocalizedText;
  /** Their IANA zone: their weekly hours are on this clock. */
  timeZone: string;
  sessionMinutes: readonly SessionMinutes[];
  location: SessionLocation;
  /** Whether members may write to them in chat (issue 15): true unless ops turned it off (`--no-chat`). */
  takesChat?: boolean | undefined;
  /**
   * The address they sign in with (their account in the `experts` group) and get booking mail at: ops give it when
   * they add the expert; never on the public profile.
   */
  email?: string | undefined;
  /** When ops retired them: they leave the directory and take no new booking; their bookings stay. */
  retiredAt?: string | undefined;
}
