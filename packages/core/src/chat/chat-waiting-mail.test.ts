import { describe, expect, it } from 'vitest';
import { CHAT_WAITING_MAIL_INTERVAL_MS } from './chat-limits';
import { waitingMailDue } from './chat-waiting-mail';

describe('the waiting-message mail', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  it('is due when none went yet, or the last one is an hour old', () => {
    expect(waitingMailDue(undefined, now)).toBe(true);
    expect(waitingMailDue(new Date(now.getTime() - CHAT_WAITING_MAIL_INTERVAL_MS), now)).toBe(true);
  });
  it('waits while the last one is younger than an hour', () => {
    expect(waitingMailDue(new Date(now.getTime() - CHAT_WAITING_MAIL_INTERVAL_MS + 1), now)).toBe(false);
  });
});
