import { ArnFormat, Duration, type RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';
import { ApiFunction, type CompanyMetadataStore, type DataApiDatabase, type MailSending } from './api-function';

export interface BookingRemindersProps {
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
  readonly database: DataApiDatabase;
  readonly companyMetadata: CompanyMetadataStore;
  readonly mail: MailSending;
  /** The app's public URL: the mails' buttons lead into it. */
  readonly siteUrl: string;
}

/**
 * The booking reminders (docs/decisions/014-booking-mails-and-reminders.md): a schedule group holding one one-time
 * EventBridge Scheduler schedule per reminder, the reminder Lambda they invoke (functions/src/booking-reminders),
 * and the role the scheduler assumes to invoke it. The functions that book, move and cancel get
 * `bindReminderScheduling`: manage schedules in this group only, and pass this role only.
 */
export class BookingReminders extends Construct {
  readonly group: ScheduleGroup;
  /** The reminder Lambda: reads the booking again, claims the reminder, mails both sides. */
  readonly sender: ApiFunction;
  /** Assumed by EventBridge Scheduler (this account's only) to invoke `sender`, and nothing else. */
  readonly schedulerRole: Role;

  constructor(scope: Construct, id: string, props: BookingRemindersProps) {
    super(scope, id);
    this.group = new ScheduleGroup(this, 'Group', { removalPolicy: props.removalPolicy });

    this.sender = new ApiFunction(this, 'Sender', {
      source: 'booking-reminders',
      description: 'Booking reminders: mails both sides 24 h and 1 h before a session (EventBridge Scheduler)',
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
      timeout: Duration.seconds(30),
    });
    this.sender
      .bindDatabase(props.database)
      .bindCompanyBucket(props.companyMetadata, { readOnly: true })
      .bindMail(props.mail, { appUrl: props.siteUrl });

    const { account } = Stack.of(this);
    this.schedulerRole = new Role(this, 'SchedulerRole', {
      // Only schedules of this account (the confused-deputy guard AWS documents for Scheduler roles).
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': account } },
      }),
      description: 'EventBridge Scheduler invokes the booking reminder Lambda',
    });
    this.schedulerRole.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.sender.function.functionArn] }),
    );
  }

  /**
   * The ReminderScheduler's environment (REMINDER_SCHEDULE_GROUP, REMINDER_FUNCTION_ARN, REMINDER_ROLE_ARN) and its
   * rights: create, update and delete schedules in this group, and pass the scheduler role (to the scheduler only).
   */
  bindReminderScheduling(fn: ApiFunction): void {
    fn.function.addEnvironment('REMINDER_SCHEDULE_GROUP', this.group.scheduleGroupName);
    fn.function.addEnvironment('REMINDER_FUNCTION_ARN', this.sender.function.functionArn);
    fn.function.addEnvironment('REMINDER_ROLE_ARN', this.schedulerRole.roleArn);
    const schedules = Stack.of(this).formatArn({
      service: 'scheduler',
      resource: 'schedule',
      resourceName: `${this.group.scheduleGroupName}/*`,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule'],
        resources: [schedules],
      }),
    );
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.schedulerRole.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      }),
    );
    acknowledge(
      fn.role,
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:scheduler:<AWS::Region>:<AWS::AccountId>:schedule/${this.group.scheduleGroupName}/*]`,
      'Reminder schedules are named per booking at run time: the grant covers this schedule group only.',
    );
  }
}
