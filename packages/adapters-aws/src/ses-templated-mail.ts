import { type SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  commonMessages,
  DEFAULT_LOCALE,
  type DiagnosticLog,
  MailDeliveryError,
  type MailTemplateName,
  normalizeEmail,
  type TemplatedMail,
  type TemplatedMailSender,
} from '@kinwell/core';
import { sesTemplateId, templateData } from '@kinwell/email-templates';

export interface SesTemplatedMailOptions {
  client: SESv2Client;
  /** The verified sender, e.g. `Kinwell <no-reply@mail.kinwell.example>`. */
  from: string;
  /** Every mail goes through this configuration set (events, suppression, reputation). */
  configurationSet?: string | undefined;
  /** This environment's prefix of the SES template names (infra creates `<prefix><template name>`). */
  templatePrefix?: string | undefined;
  /** Where a refused send is reported (the function's logger). */
  log: DiagnosticLog;
}

// SES refuses a mail outright (not a passing failure): a retry will not help.
const REFUSED = new Set(['MessageRejected', 'MailFromDomainNotVerifiedException', 'BadRequestException']);

/**
 * The templated-mail port on SES v2: SendEmail with `Content.Template`, the template created from
 * packages/email-templates by infra, filled by SES with `TemplateData`.
 */
export class SesTemplatedMail implements TemplatedMailSender {
  constructor(private readonly options: SesTemplatedMailOptions) {}

  async sendTemplate<T extends MailTemplateName>(mail: TemplatedMail<T>): Promise<{ messageId: string }> {
    const templateName = `${this.options.templatePrefix ?? ''}${sesTemplateId({ name: mail.template, locale: mail.locale ?? DEFAULT_LOCALE })}`;
    try {
      const answer = await this.options.client.send(
        new SendEmailCommand({
          FromEmailAddress: this.options.from,
          Destination: { ToAddresses: [normalizeEmail(mail.to)] },
          Content: {
            Template: {
              TemplateName: templateName,
              TemplateData: JSON.stringify(templateData(mail.template, mail.data)),
            },
          },
          ...(this.options.configurationSet ? { ConfigurationSetName: this.options.configurationSet } : {}),
        }),
      );
      if (!answer.MessageId) throw new Error('SES answered without a MessageId');
      return { messageId: answer.MessageId };
    } catch (error) {
      const name = error instanceof Error ? error.name : 'Error';
      this.options.log.error('SES SendEmail failed', {
        template: templateName,
        error: { name, message: error instanceof Error ? error.message : String(error) },
      });
      throw REFUSED.has(name) ? new MailDeliveryError(commonMessages.mailRefused) : new MailDeliveryError();
    }
  }
}
