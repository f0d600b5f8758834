// Lambda entry of the user pool's custom email sender trigger (staging, prod): Cognito's codes in our own mail.
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { codeMailDeps } from '../runtime/aws/code-mail';
import { lambdaTelemetry } from '../runtime/aws/telemetry';
import { createCustomEmailSenderHandler } from './custom-email-sender';

const { logger } = lambdaTelemetry;

export const handler = middy(createCustomEmailSenderHandler(codeMailDeps(), logger)).use(
  injectLambdaContext(logger, { resetKeys: true }),
);
