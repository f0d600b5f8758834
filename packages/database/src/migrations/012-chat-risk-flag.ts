import type { Migration } from '../migrate';

/**
 * Whether the crisis check found a member's chat message risky when it was stored, so the expert sees that the member
 * was shown urgent-help resources. Messages stored before this read as not flagged.
 */
export const chatRiskFlag: Migration = {
  name: '012-chat-risk-flag',
  statements: ['ALTER TABLE chat_messages ADD COLUMN risk_flagged BOOLEAN NOT NULL DEFAULT FALSE'],
};
