import { describe, expect, it } from 'vitest';
import { bookingRemindersDeps } from './booking-notices';
import { reminderSchedulerFromEnv } from './reminder-scheduler';

const env = {
  DB_CLUSTER_ARN: 'arn:aws:rds:eu-west-1:123456789012:cluster:kinwell',
  DB_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:kinwell',
  DB_NAME: 'kinwell',
  COMPANY_BUCKET: 'kinwell-companies',
  MAIL_FROM: 'Kinwell <no-reply@mail.kinwell.example>',
  APP_URL: 'https://app.kinwell.example',
  REMINDER_SCHEDULE_GROUP: 'kinwell-dev-reminders',
  REMINDER_FUNCTION_ARN: 'arn:aws:lambda:eu-west-1:123456789012:function:reminders',
  REMINDER_ROLE_ARN: 'arn:aws:iam::123456789012:role/scheduler',
};

describe('the booking notices composition root', () => {
  it('builds the reminder Lambda and the scheduler from the environment infra sets', () => {
    expect(Object.keys(bookingRemindersDeps(env)).sort()).toEqual(['bookings', 'claims', 'notifier', 'now', 'parties']);
    expect(reminderSchedulerFromEnv(env)).toBeDefined();
  });

  it('fails the cold start when a value is missing', () => {
    expect(() => reminderSchedulerFromEnv({ ...env, REMINDER_ROLE_ARN: undefined })).toThrow();
    expect(() => bookingRemindersDeps({ ...env, MAIL_FROM: undefined })).toThrow();
  });
});
