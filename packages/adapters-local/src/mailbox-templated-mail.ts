import {
  type DiagnosticLog,
  MailDeliveryError,
  type MailSender,
  type MailTemplateName,
  type TemplatedMail,
  type TemplatedMailSender,
} from '@kinwell/core';
import { renderMailTemplate } from '@kinwell/email-templates';

/**
 * The templated-mail port on the local runtime: renders the mail from the same templates SES is given
 * (packages/email-templates) and stores it in the local mailbox.
 */
export class MailboxTemplatedMail implements TemplatedMailSender {
  constructor(
    private readonly mailbox: MailSender,
    /** Where a failed write is reported (the local runtime's readable logger). */
    private readonly log: DiagnosticLog,
    private readonly from?: string,
  ) {}

  async sendTemplate<T extends MailTemplateName>(mail: TemplatedMail<T>): Promise<{ messageId: string }> {
    const rendered = renderMailTemplate(mail.template, mail.data, mail.locale);
    try {
      const { id } = await this.mailbox.send({ to: mail.to, ...rendered, ...(this.from ? { from: this.from } : {}) });
      return { messageId: id };
    } catch (error) {
      this.log.error('Local mailbox write failed', { error: String(error) });
      throw new MailDeliveryError();
    }
  }
}
