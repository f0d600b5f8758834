// The ReminderScheduler in AWS, for the groups that book, move and cancel (infra's bindReminderScheduling).
import { SchedulerClient } from '@aws-sdk/client-scheduler';
import { EventBridgeReminderScheduler } from '@kinwell/adapters-aws/event-bridge-reminder-scheduler';
import { type Env, ReminderEnv } from './env';
import { lazyClient } from './lazy-client';

export function reminderSchedulerFromEnv(env: Env = process.env): EventBridgeReminderScheduler {
  const config = ReminderEnv.parse(env);
  return new EventBridgeReminderScheduler({
    client: lazyClient(() => new SchedulerClient({})),
    groupName: config.REMINDER_SCHEDULE_GROUP,
    targetArn: config.REMINDER_FUNCTION_ARN,
    roleArn: config.REMINDER_ROLE_ARN,
  });
}
