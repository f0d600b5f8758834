import { sesTemplateId, sesTemplates } from '@kinwell/email-templates';
import { beforeAll, describe, expect, it } from 'vitest';
import { plainStackSet, resourcesOf, synthStackSet, type TestStackSet } from './support';

// A fixture in the documented shape, next to the real list of @kinwell/email-templates.
const fixture = [
  { name: 'hello', subject: 'Hi {{{firstName}}}', html: '<p>Hi {{firstName}}</p>', text: 'Hi {{{firstName}}}' },
];

let dev: TestStackSet;
let prod: TestStackSet;

beforeAll(() => {
  dev = plainStackSet('dev');
  prod = synthStackSet('prod', { mailTemplates: fixture });
});

function templates(set: TestStackSet) {
  return Object.values(resourcesOf(set.templates.email))
    .filter((r) => r.Type === 'AWS::SES::Template')
    .map((r) => r.Properties.Template as Record<string, string>);
}

describe('EmailStack', () => {
  it('creates one SES template per template and language of @kinwell/email-templates, named for the environment', () => {
    expect(templates(dev)).toEqual(
      sesTemplates.map((t) => ({
        TemplateName: `kinwell-dev-${sesTemplateId(t)}`,
        SubjectPart: t.subject,
        HtmlPart: t.html,
        TextPart: t.text,
      })),
    );
    expect(templates(prod)).toEqual([
      {
        TemplateName: 'kinwell-prod-hello',
        SubjectPart: 'Hi {{{firstName}}}',
        HtmlPart: '<p>Hi {{firstName}}</p>',
        TextPart: 'Hi {{{firstName}}}',
      },
    ]);
  });

  it('sends through a configuration set that requires TLS and suppresses bounces and complaints', () => {
    dev.templates.email.hasResourceProperties('AWS::SES::ConfigurationSet', {
      DeliveryOptions: { TlsPolicy: 'REQUIRE' },
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
  });

  it('creates the configured domain identity with DKIM records as outputs, none in dev', () => {
    dev.templates.email.resourceCountIs('AWS::SES::EmailIdentity', 0);
    prod.templates.email.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'kinwell.example' });
    expect(Object.keys(prod.templates.email.toJSON().Outputs)).toEqual(
      expect.arrayContaining(['DkimRecord1', 'DkimRecord2', 'DkimRecord3']),
    );
  });
});
