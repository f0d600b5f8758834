// Lambda entry of the booking reminders: each EventBridge Scheduler one-time schedule invokes it with one reminder.
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { bookingRemindersDeps } from '../runtime/aws/booking-notices';
import { lambdaTelemetry } from '../runtime/aws/telemetry';
import { createReminderHandler } from './send-reminder';

const { logger } = lambdaTelemetry;

export const handler = middy(createReminderHandler(bookingRemindersDeps(), logger)).use(
  injectLambdaContext(logger, { resetKeys: true }),
);
