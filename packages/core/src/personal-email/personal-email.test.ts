import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from '../accounts/memory-rate-limit-store';
import { RateLimiter } from '../accounts/rate-limits';
import type { TemplatedMail } from '../ports/templated-mail';
import { TooManyRequestsError, ValidationError } from '../shared/errors';
import {
  confirmPersonalEmail,
  type PersonalEmailDeps,
  type PersonalEmailRecord,
  type PersonalEmailStore,
  productMailAddress,
  readPersonalEmail,
  requestPersonalEmailConfirmation,
} from './personal-email';

class MemoryStore implements PersonalEmailStore {
  records = new Map<string, PersonalEmailRecord>();
  async find(sub: string) {
    return this.records.get(sub);
  }
  async save(sub: string, record: PersonalEmailRecord) {
    this.records.set(sub, { ...record });
  }
  async recordFailedAttempt(sub: string) {
    const record = this.records.get(sub);
    if (!record) return 0;
    record.failedAttempts += 1;
    return record.failedAttempts;
  }
  async delete(sub: string) {
    this.records.delete(sub);
  }
}

const member = { sub: 'sub-1', email: 'jane@acme.example' };

function setup() {
  let now = new Date('2026-01-01T10:00:00Z');
  let next = 0;
  const sent: TemplatedMail[] = [];
  const store = new MemoryStore();
  const deps: PersonalEmailDeps = {
    store,
    codes: { generate: () => String(123456 + next++), hash: (sub, code) => `h:${sub}:${code}` },
    mail: {
      sendTemplate: async (mail) => {
        sent.push(mail as TemplatedMail);
        return { messageId: 'm' };
      },
    },
    limiter: new RateLimiter(new MemoryRateLimitStore(), () => now),
    clock: { now: () => now },
  };
  return { deps, sent, store, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

describe('personal email', () => {
  it('mails a code to the personal address itself, in the member’s language, and stores only its hash', async () => {
    const { deps, sent, store } = setup();
    const status = await requestPersonalEmailConfirmation(deps, member, ' Jane@Home.Example ', 'ar');
    expect(status).toEqual({ email: 'jane@home.example', confirmed: false, codePending: true });
    expect(sent).toEqual([
      {
        to: 'jane@home.example',
        template: 'personal-email-code',
        data: { code: '123456', expiresInMinutes: '15' },
        locale: 'ar',
      },
    ]);
    expect(store.records.get('sub-1')?.codeHash).toBe('h:sub-1:123456');
  });

  it('refuses the member’s own company address', async () => {
    const { deps, sent } = setup();
    await expect(requestPersonalEmailConfirmation(deps, member, 'JANE@acme.example')).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(sent).toHaveLength(0);
  });

  it('sends product mail to the company address until the code confirms the personal one', async () => {
    const { deps } = setup();
    expect(await productMailAddress(deps, member)).toBe('jane@acme.example');
    await requestPersonalEmailConfirmation(deps, member, 'jane@home.example');
    expect(await productMailAddress(deps, member)).toBe('jane@acme.example');
    const status = await confirmPersonalEmail(deps, member, ' 123456 ');
    expect(status).toEqual({ email: 'jane@home.example', confirmed: true, codePending: false });
    expect(await productMailAddress(deps, member)).toBe('jane@home.example');
  });

  it('refuses a wrong code, and after 5 wrong codes the right one too', async () => {
    const { deps } = setup();
    await requestPersonalEmailConfirmation(deps, member, 'jane@home.example');
    for (let i = 0; i < 5; i++) {
      await expect(confirmPersonalEmail(deps, member, '000000')).rejects.toThrow('Invalid verification code');
    }
    await expect(confirmPersonalEmail(deps, member, '123456')).rejects.toThrow('please request a code again');
    expect((await readPersonalEmail(deps, member)).confirmed).toBe(false);
  });

  it('refuses an expired code', async () => {
    const { deps, advance } = setup();
    await requestPersonalEmailConfirmation(deps, member, 'jane@home.example');
    advance(15 * 60_000 + 1);
    await expect(confirmPersonalEmail(deps, member, '123456')).rejects.toThrow('please request a code again');
    expect((await readPersonalEmail(deps, member)).codePending).toBe(false);
  });

  it('refuses to confirm when no code was asked for', async () => {
    const { deps } = setup();
    await expect(confirmPersonalEmail(deps, member, '123456')).rejects.toThrow('There is no code to confirm');
  });

  it('a resent code replaces the previous one', async () => {
    const { deps } = setup();
    await requestPersonalEmailConfirmation(deps, member, 'jane@home.example');
    await requestPersonalEmailConfirmation(deps, member, 'jane@home.example');
    await expect(confirmPersonalEmail(deps, member, '123456')).rejects.toThrow('Invalid verification code');
    await expect(confirmPersonalEmail(deps, member, '123457')).resolves.toMatchObject({ confirmed: true });
  });

  it('changing the address resets the confirmation', async () => {
    const { deps, sent } = setup();
    await requestPersonalEmailConfirmation(deps, member, 'jane@home.example');
    await confirmPersonalEmail(deps, member, '123456');
    // Asking again for the confirmed address mails nothing.
    await requestPersonalEmailConfirmation(deps, member, 'jane@home.example');
    expect(sent).toHaveLength(1);
    const status = await requestPersonalEmailConfirmation(deps, member, 'jane@other.example');
    expect(status).toEqual({ email: 'jane@other.example', confirmed: false, codePending: true });
    expect(await productMailAddress(deps, member)).toBe('jane@acme.example');
  });

  it('mails at most 5 codes per member per hour', async () => {
    const { deps, sent, advance } = setup();
    for (let i = 0; i < 5; i++) await requestPersonalEmailConfirmation(deps, member, 'jane@home.example');
    await expect(requestPersonalEmailConfirmation(deps, member, 'jane@home.example')).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
    expect(sent).toHaveLength(5);
    advance(60 * 60_000 + 1);
    await expect(requestPersonalEmailConfirmation(deps, member, 'jane@home.example')).resolves.toBeDefined();
  });
});
