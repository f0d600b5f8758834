import type { MailSender, OnCallNotifier, RiskFlag } from '@kinwell/core';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The on-call channel on the local runtime: a mail to the on-call address, readable at /dev/mail. It says which
 * kinds of risk and when, never the member's words nor who they are.
 */
export class MailboxOnCallNotifier implements OnCallNotifier {
  constructor(
    private readonly mail: MailSender,
    private readonly onCallAddress: string,
  ) {}

  async flag(flag: RiskFlag): Promise<void> {
    const kinds = flag.categories.join(', ');
    const text = [
      `A member's message to ${flag.source === 'chat' ? 'an expert (chat)' : 'the coach'} showed risk: ${kinds}.`,
      `Time: ${flag.at.toISOString()}.`,
      'They were shown the crisis card and offered a human expert. No message text is sent with this flag.',
    ].join('\n');
    await this.mail.send({
      to: this.onCallAddress,
      subject: `Kinwell risk flag (${flag.source}): ${kinds}`,
      text,
      html: `<p>${text.split('\n').map(escapeHtml).join('</p><p>')}</p>`,
    });
  }
}
