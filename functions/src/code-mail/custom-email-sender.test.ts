import 'aws-sdk-client-mock-vitest/extend';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { SesMailSender } from '@kinwell/adapters-aws/ses-mail-sender';
import { accountCodeMail } from '@kinwell/email-templates';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { capturedTelemetry } from '../observability/captured-telemetry';
import { createCustomEmailSenderHandler } from './custom-email-sender';
import { senderEvent } from './sender-event.fixture';

const FROM = 'Kinwell <no-reply@staging.kinwell.example>';

describe('custom email sender (SES v2 mocked, decryption stubbed at its port)', () => {
  const ses = mockClient(SESv2Client);
  const decryptCode = vi.fn(async (encrypted: string) => (encrypted === 'AYADeJzEncryptedCode==' ? '123456' : '?'));
  const { telemetry, lines: logged } = capturedTelemetry('code-mail');
  const handler = createCustomEmailSenderHandler(
    {
      decryptCode,
      mail: new SesMailSender({
        client: new SESv2Client({ region: 'eu-west-1', credentials: { accessKeyId: 't', secretAccessKey: 't' } }),
        from: FROM,
        configurationSet: 'kinwell-staging',
        log: telemetry.logger,
      }),
    },
    telemetry.logger,
  );

  beforeEach(() => {
    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
    decryptCode.mockClear();
    logged.length = 0;
  });
  afterEach(() => ses.reset());
  // The files of this package share a worker (isolate: false): the real client goes back for the next file.
  afterAll(() => ses.restore());

  it('decrypts the code and sends our sign-up mail, in the member language, from the configured sender', async () => {
    await handler(senderEvent('CustomEmailSender_SignUp', { email: ' Jane@Acme.example ', locale: 'fr' }));

    expect(decryptCode).toHaveBeenCalledWith('AYADeJzEncryptedCode==');
    const mail = accountCodeMail('signup', '123456', { locale: 'fr' });
    expect(ses).toHaveReceivedCommandTimes(SendEmailCommand, 1);
    expect(ses).toHaveReceivedCommandWith(SendEmailCommand, {
      FromEmailAddress: FROM,
      Destination: { ToAddresses: ['jane@acme.example'] },
      ConfigurationSetName: 'kinwell-staging',
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      },
    });
    // Neither the code nor the address reaches the logs.
    expect(logged.join('\n')).not.toContain('123456');
    expect(logged.join('\n')).not.toMatch(/jane@/i);
  });

  it('sends the reset mail for a forgotten password', async () => {
    await handler(senderEvent('CustomEmailSender_ForgotPassword', { email: 'jane@acme.example' }));
    expect(ses).toHaveReceivedCommandWith(SendEmailCommand, {
      Content: {
        Simple: expect.objectContaining({ Subject: { Data: accountCodeMail('reset', '1').subject, Charset: 'UTF-8' } }),
      },
    });
  });

  it('logs an unknown trigger source and sends nothing', async () => {
    await handler(senderEvent('CustomEmailSender_Authentication'));
    expect(decryptCode).not.toHaveBeenCalled();
    expect(ses).toHaveReceivedCommandTimes(SendEmailCommand, 0);
    expect(logged[0]).toContain('CustomEmailSender_Authentication is not handled');
  });

  it('fails the trigger when SES refuses, so Cognito reports the failed code delivery', async () => {
    ses
      .on(SendEmailCommand)
      .rejects(Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' }));
    await expect(handler(senderEvent('CustomEmailSender_ResendCode'))).rejects.toThrow();
    // The adapter's line on the group's logger: the error's name only, no address.
    expect(logged).toContainEqual(
      expect.stringMatching(/ERROR code-mail SES SendEmail \(simple\) failed .*error\.name=MessageRejected$/),
    );
    expect(logged.join('\n')).not.toContain('jane@');
  });
});
