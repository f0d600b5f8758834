import type { ChatWaitingMail, ChatWaitingMailer, MailBranding, MailSender } from '@kinwell/core';
import { chatWaitingMail } from './chat-waiting-mail';

export interface MailChatWaitingMailerOptions {
  mail: MailSender;
  /** `Name <address>` the mail comes from. */
  from: string;
  /** The member's company brand (core's `memberMailBranding`); experts get Kinwell's. */
  memberBranding: (email: string) => Promise<MailBranding>;
  expertBranding: () => MailBranding;
  /** The app's origin, read at each send (the local server learns its port once it listens). */
  appUrl: () => string;
}

/** The ChatWaitingMailer of both runtimes: the waiting-message mail through the mail port (SES, or the mailbox). */
export class MailChatWaitingMailer implements ChatWaitingMailer {
  constructor(private readonly options: MailChatWaitingMailerOptions) {}

  async send(mail: ChatWaitingMail): Promise<void> {
    const branding =
      mail.recipient === 'member' ? await this.options.memberBranding(mail.to.email) : this.options.expertBranding();
    const rendered = chatWaitingMail({ ...mail, appUrl: this.options.appUrl(), branding });
    await this.options.mail.send({ to: mail.to.email, from: this.options.from, ...rendered });
  }
}
