import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { SESv2Client, SESv2ServiceException, SendEmailCommand } from '@aws-sdk/client-sesv2';
import middy from '@middy/core';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lambdaContext } from '../../observability/lambda-context.fixture';

const context = lambdaContext('kinwell-dev-api-Mail');

const invite = {
  platformName: 'Acme',
  logoImage: 'https://app.kinwell.example/logo.svg',
  brandColor: '#4c6ef5',
  firstName: 'Sam',
  lastName: 'Doe',
  employeeName: 'Jane Doe',
  inviterEmail: 'jane@acme.example',
  activationLink: 'https://app.kinwell.example/register?bid=acme',
  supportLink: 'https://app.kinwell.example/contact',
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('an adapter built by an AWS composition root', () => {
  it("logs through the function's Powertools logger: the Lambda request id, cold-start flag and service on its line", async () => {
    // What Lambda and infra's ApiFunction set; the function's logger reads them when its module loads.
    vi.stubEnv('POWERTOOLS_SERVICE_NAME', 'mail');
    vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
    vi.resetModules();
    const { templatedMailFromEnv } = await import('./templated-mail');
    const { lambdaTelemetry } = await import('./telemetry');
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejects(
      new SESv2ServiceException({
        name: 'MessageRejected',
        $fault: 'client',
        $metadata: { httpStatusCode: 400 },
        message: 'Email address is not verified: sam@gmail.com',
      }),
    );
    const mail = templatedMailFromEnv({
      MAIL_FROM: 'Kinwell <no-reply@mail.kinwell.example>',
      APP_URL: 'https://app.kinwell.example',
    });
    const written: string[] = [];
    const capture = (chunk: unknown) => written.push(String(chunk)) > 0;
    vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    const send = middy(() => mail.sendTemplate({ to: 'sam@gmail.com', template: 'invite', data: invite })).use(
      injectLambdaContext(lambdaTelemetry.logger, { resetKeys: true }),
    );
    await expect(send(undefined, context)).rejects.toMatchObject({ status: 502 });
    ses.restore();
    vi.restoreAllMocks();

    const lines = written
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((line) => line.message === 'SES SendEmail failed')).toMatchObject({
      level: 'ERROR',
      service: 'mail',
      cold_start: true,
      function_request_id: 'lambda-request-1',
      template: 'invite-en',
      error: { name: 'MessageRejected', message: 'Email address is not verified: [email]' },
    });
    expect(written.join('')).not.toContain('sam@gmail.com');
  });
});
