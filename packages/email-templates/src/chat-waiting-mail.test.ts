import { LOCALES } from '@kinwell/core';
import { describe, expect, it } from 'vitest';
import { chatWaitingMail } from './chat-waiting-mail';
import { MailChatWaitingMailer } from './mail-chat-waiting-mailer';

const branding = { platformName: 'Acme Care', logoImage: 'https://acme.example/logo.png', brandColor: '#0a7d5a' };
const conversationId = '5f0c6f0e-7a37-4c58-9d0e-2f7f1f3b9a10';

describe('the waiting-message mail', () => {
  it.each(LOCALES)(
    'in %s: names the sender, links to the conversation, in the brand, with no room for words',
    (locale) => {
      const mail = chatWaitingMail({
        to: { email: 'sam@acme.example', locale },
        recipient: 'member',
        senderName: 'Amélie <Durand>',
        conversationId,
        appUrl: 'https://app.kinwell.example/',
        branding,
      });
      expect(mail.subject).toContain('Amélie <Durand>');
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(`https://app.kinwell.example/coaching/${conversationId}`);
      }
      expect(mail.html).toContain('Amélie &lt;Durand&gt;');
      expect(mail.html).not.toContain('<Durand>');
      expect(mail.html).toContain('#0a7d5a');
      expect(mail.html).not.toMatch(/\{\{\w+\}\}/);
      if (locale === 'ar') expect(mail.html).toContain('dir="rtl"');
    },
  );

  it('leads an expert to their console inbox, and names someone when the member shared no name', () => {
    const mail = chatWaitingMail({
      to: { email: 'amelie@experts.example', locale: 'fr' },
      recipient: 'expert',
      senderName: ' ',
      conversationId,
      appUrl: 'https://app.kinwell.example',
      branding,
    });
    expect(mail.text).toContain(`https://app.kinwell.example/expert/inbox/${conversationId}`);
    expect(mail.subject).toBe('Vous avez un nouveau message de Votre contact Kinwell');
  });

  it('differs per language', () => {
    const subjects = LOCALES.map(
      (locale) =>
        chatWaitingMail({
          to: { email: 'a@b.example', locale },
          recipient: 'member',
          senderName: 'A',
          conversationId,
          appUrl: 'https://x.example',
          branding,
        }).subject,
    );
    expect(new Set(subjects).size).toBe(LOCALES.length);
  });

  it('goes through the mail port, the member in their company’s brand, the expert in Kinwell’s', async () => {
    const sent: Array<{ to: string; from?: string | undefined; html: string }> = [];
    const mailer = new MailChatWaitingMailer({
      mail: { send: async (mail) => (sent.push(mail), { id: String(sent.length) }) },
      from: 'Kinwell <no-reply@kinwell.example>',
      memberBranding: async () => branding,
      expertBranding: () => ({ ...branding, brandColor: '#123456' }),
      appUrl: () => 'https://app.kinwell.example',
    });
    await mailer.send({
      to: { email: 'sam@acme.example', locale: 'en' },
      recipient: 'member',
      senderName: 'A',
      conversationId,
    });
    await mailer.send({
      to: { email: 'a@x.example', locale: 'en' },
      recipient: 'expert',
      senderName: 'Sam',
      conversationId,
    });
    expect(sent.map((mail) => [mail.to, mail.from])).toEqual([
      ['sam@acme.example', 'Kinwell <no-reply@kinwell.example>'],
      ['a@x.example', 'Kinwell <no-reply@kinwell.example>'],
    ]);
    expect(sent[0]?.html).toContain('#0a7d5a');
    expect(sent[1]?.html).toContain('#123456');
  });
});
