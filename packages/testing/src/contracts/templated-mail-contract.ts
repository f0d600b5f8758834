import { MailDeliveryError, type MailTemplateData, type TemplatedMailSender } from '@kinwell/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/** A mail as the recipient gets it. */
export interface DeliveredMail {
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
}

export interface TemplatedMailFixture {
  sender: TemplatedMailSender;
  /** The sender address the adapter was configured with. */
  from: string;
  /** Everything delivered so far, oldest first, as the recipients would read it. */
  delivered(): Promise<DeliveredMail[]>;
  /** Makes the next send fail the way the adapter's service fails. */
  failNext(): Promise<void>;
  cleanup(): Promise<void>;
}

const branding = {
  platformName: 'Acme Health',
  logoImage: 'https://app.kinwell.example/api/s3/company-logo/acme',
  brandColor: '#4c6ef5',
};
const invite: MailTemplateData['invite'] = {
  ...branding,
  firstName: 'Sam',
  lastName: 'Doe',
  employeeName: 'Jane <Doe>',
  inviterEmail: 'jane@acme.example',
  activationLink: 'https://app.kinwell.example/register?bid=acme',
  supportLink: 'https://app.kinwell.example/contact',
};

/**
 * The behaviour every TemplatedMailSender shares: the mail reaches the recipient rendered from the shared
 * templates, and a failure of the mail service surfaces as MailDeliveryError (502).
 */
export function describeTemplatedMailContract(name: string, setup: () => Promise<TemplatedMailFixture>): void {
  describe(`${name} (TemplatedMailSender contract)`, () => {
    let fixture: TemplatedMailFixture | undefined;
    const f = (): TemplatedMailFixture => {
      if (!fixture) throw new Error('The contract setup has not run');
      return fixture;
    };

    beforeEach(async () => {
      fixture = await setup();
    });
    afterEach(async () => {
      await fixture?.cleanup();
      fixture = undefined;
    });

    it('delivers a template filled with its data, from the configured sender', async () => {
      const { messageId } = await f().sender.sendTemplate({ to: 'sam@gmail.com', template: 'invite', data: invite });
      expect(messageId).toEqual(expect.any(String));
      expect(messageId.length).toBeGreaterThan(0);
      const [mail, ...rest] = await f().delivered();
      expect(rest).toEqual([]);
      expect(mail).toMatchObject({ to: 'sam@gmail.com', from: f().from });
      expect(mail?.subject).toBe('Jane <Doe> invited you to join Acme Health');
      expect(mail?.text).toContain('https://app.kinwell.example/register?bid=acme');
      expect(mail?.html).toContain('Jane &lt;Doe&gt;');
      expect(mail?.html).toContain('src="https://app.kinwell.example/api/s3/company-logo/acme"');
    });

    it('delivers in the language asked for: Arabic right to left', async () => {
      await f().sender.sendTemplate({ to: 'sam@gmail.com', template: 'invite', data: invite, locale: 'ar' });
      const [mail] = await f().delivered();
      expect(mail?.subject).toBe('يدعوك Jane <Doe> للانضمام إلى Acme Health');
      expect(mail?.html).toContain('<html lang="ar" dir="rtl"');
      expect(mail?.text).toContain('https://app.kinwell.example/register?bid=acme');
    });

    it('delivers each template, with a distinct message id each', async () => {
      const ids = [
        (await f().sender.sendTemplate({ to: 'sam@gmail.com', template: 'invite', data: invite })).messageId,
        (
          await f().sender.sendTemplate({
            to: 'lee@gmail.com',
            template: 'invite-child',
            data: {
              ...branding,
              firstName: 'Lee',
              inviterEmail: 'jane@acme.example',
              activationLink: invite.activationLink,
            },
          })
        ).messageId,
        (
          await f().sender.sendTemplate({
            to: 'jane@acme.example',
            template: 'welcome',
            data: { ...branding, firstName: 'Jane', activationLink: 'https://app.kinwell.example/' },
          })
        ).messageId,
      ];
      expect(new Set(ids).size).toBe(3);
      const delivered = await f().delivered();
      expect(delivered.map((m) => [m.to, m.subject])).toEqual([
        ['sam@gmail.com', 'Jane <Doe> invited you to join Acme Health'],
        ['lee@gmail.com', 'Your family invited you to join Acme Health'],
        ['jane@acme.example', 'Welcome to Acme Health, Jane'],
      ]);
    });

    it('answers MailDeliveryError (502) when the mail service fails, and delivers nothing', async () => {
      await f().failNext();
      const sending = f().sender.sendTemplate({ to: 'sam@gmail.com', template: 'invite', data: invite });
      await expect(sending).rejects.toBeInstanceOf(MailDeliveryError);
      await expect(sending).rejects.toMatchObject({ status: 502, message: expect.stringMatching(/try again/) });
      expect(await f().delivered()).toEqual([]);
    });
  });
}
