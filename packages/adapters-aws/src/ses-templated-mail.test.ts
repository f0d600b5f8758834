import 'aws-sdk-client-mock-vitest/extend';
import {
  SESv2Client,
  SESv2ServiceException,
  SendEmailCommand,
  type SendEmailCommandInput,
} from '@aws-sdk/client-sesv2';
import { MailDeliveryError } from '@kinwell/core';
import { renderMailTemplate, sesTemplateId, sesTemplates, templateData } from '@kinwell/email-templates';
import { type DeliveredMail, describeTemplatedMailContract, RecordingLog } from '@kinwell/testing';
import { type AwsClientStub, mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SesTemplatedMail } from './ses-templated-mail';

const FROM = 'Kinwell <no-reply@mail.kinwell.example>';
const newClient = () =>
  new SESv2Client({ region: 'eu-west-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test' } });
const sesError = (name: string, httpStatusCode: number) =>
  new SESv2ServiceException({ name, $fault: 'client', $metadata: { httpStatusCode }, message: name });

const data = {
  platformName: 'Acme Health',
  logoImage: 'https://app.kinwell.example/logo.png',
  brandColor: '#4c6ef5',
  firstName: 'Jane',
  activationLink: 'https://app.kinwell.example/',
};

/**
 * SES through aws-sdk-client-mock: each SendEmail is recorded and "delivered" the way SES renders it,
 * filling the template (the same source infra uploads) with the TemplateData sent.
 */
describeTemplatedMailContract('SesTemplatedMail on a mocked SES', async () => {
  const client = newClient();
  const mock = mockClient(client);
  const delivered: DeliveredMail[] = [];
  let failing = false;
  mock.on(SendEmailCommand).callsFake((input: SendEmailCommandInput) => {
    if (failing) {
      failing = false;
      throw sesError('TooManyRequestsException', 429);
    }
    const template = input.Content?.Template;
    const source = sesTemplates.find((t) => sesTemplateId(t) === template?.TemplateName);
    if (!source) throw sesError('NotFoundException', 404);
    const rendered = renderMailTemplate(source.name, JSON.parse(template?.TemplateData ?? '{}'), source.locale);
    delivered.push({ to: input.Destination?.ToAddresses?.[0] ?? '', from: input.FromEmailAddress ?? '', ...rendered });
    return { MessageId: `ses-${delivered.length}` };
  });
  return {
    sender: new SesTemplatedMail({ client, from: FROM, log: new RecordingLog() }),
    from: FROM,
    delivered: async () => [...delivered],
    failNext: async () => {
      failing = true;
    },
    cleanup: async () => mock.restore(),
  };
});

describe('SesTemplatedMail', () => {
  let mock: AwsClientStub<SESv2Client> | undefined;
  const withMock = (options: { configurationSet?: string; templatePrefix?: string } = {}) => {
    const client = newClient();
    mock = mockClient(client);
    const log = new RecordingLog();
    return { mock, log, sender: new SesTemplatedMail({ client, from: FROM, log, ...options }) };
  };
  afterEach(() => {
    mock?.restore();
    mock = undefined;
    vi.restoreAllMocks();
  });

  it('sends SendEmail with the template, its data, the sender and the configuration set', async () => {
    const { mock, sender } = withMock({
      configurationSet: 'kinwell-dev',
      templatePrefix: 'kinwell-dev-',
    });
    mock.on(SendEmailCommand).resolves({ MessageId: 'abc' });
    expect(await sender.sendTemplate({ to: ' Jane@Acme.example', template: 'welcome', data })).toEqual({
      messageId: 'abc',
    });
    expect(mock).toHaveReceivedCommandTimes(SendEmailCommand, 1);
    expect(mock).toHaveReceivedCommandWith(SendEmailCommand, {
      FromEmailAddress: FROM,
      Destination: { ToAddresses: ['jane@acme.example'] },
      Content: {
        Template: {
          TemplateName: 'kinwell-dev-welcome-en',
          TemplateData: JSON.stringify(templateData('welcome', data)),
        },
      },
      ConfigurationSetName: 'kinwell-dev',
    });
  });

  it('uses the bare template name and no configuration set when none is configured', async () => {
    const { mock, sender } = withMock();
    mock.on(SendEmailCommand).resolves({ MessageId: 'abc' });
    await sender.sendTemplate({ to: 'jane@acme.example', template: 'welcome', data });
    const input = mock.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.Content?.Template?.TemplateName).toBe('welcome-en');
    expect(input).not.toHaveProperty('ConfigurationSetName');
  });

  it('turns SES refusals and outages into a 502 the user can act on, logging the cause', async () => {
    const { mock, sender, log } = withMock();
    mock
      .on(SendEmailCommand)
      .rejectsOnce(sesError('MessageRejected', 400))
      .rejectsOnce(sesError('SendingPausedException', 400))
      .rejectsOnce(new Error('socket hang up'))
      .resolvesOnce({});
    const send = () => sender.sendTemplate({ to: 'jane@acme.example', template: 'welcome', data });
    await expect(send()).rejects.toThrow(
      new MailDeliveryError('The mail service refused this email. Please check the address and try again.'),
    );
    await expect(send()).rejects.toThrow(new MailDeliveryError());
    await expect(send()).rejects.toMatchObject({ status: 502 });
    await expect(send()).rejects.toBeInstanceOf(MailDeliveryError);
    expect(log.lines).toHaveLength(4);
    expect(log.lines[0]).toEqual({
      level: 'error',
      message: 'SES SendEmail failed',
      fields: { template: 'welcome-en', error: { name: 'MessageRejected', message: 'MessageRejected' } },
    });
    expect(log.lines[2]?.fields).toMatchObject({ error: { name: 'Error', message: 'socket hang up' } });
  });
});
