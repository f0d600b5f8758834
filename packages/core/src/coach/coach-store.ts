import type { RiskCategory } from '../crisis/crisis-language';
import type { SessionSuggestion } from './library-retrieval';

/**
 * One kept message of a member's conversation with the coach. `kind` says what the page shows: the words (`text`),
 * the crisis card (`crisis`, with no words of the coach's) or the guided answer's sessions (`suggestions`).
 */
export interface CoachMessage {
  id: string;
  role: 'member' | 'coach';
  kind: 'text' | 'crisis' | 'suggestions';
  text: string;
  sessions?: SessionSuggestion[] | undefined;
  /** On a crisis answer: the kinds of risk seen (for the card; never sent anywhere with the words). */
  categories?: RiskCategory[] | undefined;
  createdAt: Date;
}

/** The member's conversation with the coach (SQL in both runtimes); kept for them alone. */
export interface CoachStore {
  append(memberId: string, message: CoachMessage): Promise<void>;
  /** The newest messages before a time (or the newest of all), newest first. */
  list(memberId: string, options: { before?: Date | undefined; limit: number }): Promise<CoachMessage[]>;
  /** Every message of the member, oldest first (their data export). */
  listForMember(memberId: string): Promise<CoachMessage[]>;
  /** Deletes every message of the member (they asked, or their account goes); none is no error. */
  deleteForMember(memberId: string): Promise<void>;
}
