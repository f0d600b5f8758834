import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import {
  CfnTemplate,
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from '../config';
import type { MailSending } from '../constructs/api-function';

/** One SES template, as packages/email-templates describes it (the local mailbox renders the same source). */
export interface EmailTemplateSource {
  readonly name: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

export interface EmailStackProps extends StackProps {
  readonly config: EnvironmentConfig;
  /** The templates to create in SES (`@kinwell/email-templates`). */
  readonly templates: readonly EmailTemplateSource[];
}

/** SES's rule for template names; the prefix and the name together must fit it. */
const templateNamePattern = /^[A-Za-z0-9_-]{1,64}$/;

/** `Kinwell <no-reply@kinwell.example>` → `no-reply@kinwell.example`. */
export function addressOf(from: string): string {
  const address = (from.match(/<([^>]+)>\s*$/)?.[1] ?? from).trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address)) throw new Error(`Not an email address: "${from}"`);
  return address;
}

/**
 * SES (v2) for the product mail: the configuration set every send goes through, this environment's templates
 * (created from the same source the local mailbox renders), and, when configured, the sender identity.
 */
export class EmailStack extends Stack {
  readonly configurationSet: ConfigurationSet;
  /** The identity this environment owns, when the config names one (none in dev by default). */
  readonly identity?: EmailIdentity;
  readonly templates: readonly CfnTemplate[];
  /** What the `mail` Lambda is bound to (env and IAM). */
  readonly sending: MailSending;

  constructor(scope: Construct, id: string, props: EmailStackProps) {
    super(scope, id, props);
    const { config } = props;
    const { mail } = config;

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      // Mail leaves SES only over TLS.
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
    });

    if (mail.identity) {
      const domain = 'domain' in mail.identity ? mail.identity.domain : undefined;
      this.identity = new EmailIdentity(this, 'Identity', {
        identity:
          'domain' in mail.identity ? Identity.domain(mail.identity.domain) : Identity.email(mail.identity.email),
        configurationSet: this.configurationSet,
      });
      if (domain) {
        // Easy DKIM: publish these three CNAME records in the domain's DNS; SES verifies the domain once they resolve.
        const records = [
          [this.identity.dkimDnsTokenName1, this.identity.dkimDnsTokenValue1],
          [this.identity.dkimDnsTokenName2, this.identity.dkimDnsTokenValue2],
          [this.identity.dkimDnsTokenName3, this.identity.dkimDnsTokenValue3],
        ] as const;
        records.forEach(([name, value], index) => {
          new CfnOutput(this, `DkimRecord${index + 1}`, {
            description: `DKIM record ${index + 1} of ${domain}: publish this CNAME in its DNS`,
            value: `${name} CNAME ${value}`,
          });
        });
      }
    }

    const templatePrefix = `kinwell-${config.name}-`;
    const names = new Set<string>();
    this.templates = props.templates.map((template) => {
      const templateName = `${templatePrefix}${template.name}`;
      if (!templateNamePattern.test(templateName)) {
        throw new Error(`SES template name "${templateName}" must be 1-64 letters, digits, "_" or "-"`);
      }
      if (names.has(templateName)) throw new Error(`Two email templates are named "${template.name}"`);
      names.add(templateName);
      // Templates are shared by the SES v1 and v2 APIs; SendEmail (v2) names them in Content.Template.
      return new CfnTemplate(this, `Template-${template.name}`, {
        template: {
          templateName,
          subjectPart: template.subject,
          htmlPart: template.html,
          textPart: template.text,
        },
      });
    });

    const address = addressOf(mail.from);
    const identityArn = (identity: string) =>
      this.formatArn({ service: 'ses', resource: 'identity', resourceName: identity });
    this.sending = {
      from: mail.from,
      // SES checks the identity the send resolves to: the address when it is verified itself, else its domain.
      identityArns: [identityArn(address), identityArn(address.slice(address.indexOf('@') + 1))],
      configurationSet: this.configurationSet,
      configurationSetArn: this.formatArn({
        service: 'ses',
        resource: 'configuration-set',
        resourceName: this.configurationSet.configurationSetName,
      }),
      templatePrefix,
      templateArns: [...names].map((name) =>
        this.formatArn({ service: 'ses', resource: 'template', resourceName: name }),
      ),
    };
  }
}
