import type { RiskCategory } from '../crisis/crisis-language';

/**
 * A risk flag for the on-call channel: which kinds of risk and when, never the member's words nor who they are
 * (the on-call person acts through the member's own care pathway, not by reading their chat).
 */
export interface RiskFlag {
  /** Where the member wrote: to the AI coach, or to an expert in chat (who still gets the message). */
  source: 'coach' | 'chat';
  categories: readonly RiskCategory[];
  at: Date;
}

/** The on-call channel: an SNS topic (with an alarm) in AWS, the local mailbox on the local runtime. */
export interface OnCallNotifier {
  flag(flag: RiskFlag): Promise<void>;
}
