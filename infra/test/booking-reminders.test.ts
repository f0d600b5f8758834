import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { environmentConfig } from '../lib/config';
import { ApiFunction } from '../lib/constructs/api-function';
import {
  actionsOf,
  functionEnv,
  logicalId,
  type PolicyStatementJson,
  resourcesOf,
  roleStatements,
  synthStackSet,
  type TestStackSet,
} from './support';

// The reminder schedules, their Lambda and the scheduler role, synthesized under cdk-nag with a function bound to
// them the way the booking and expert groups are (their Lambdas come with their routes).
let set: TestStackSet;
let planner: ApiFunction;
let plannerStack: Stack;

beforeAll(() => {
  set = synthStackSet('dev', {
    nag: true,
    extend: (app, stacks) => {
      plannerStack = new Stack(app, 'kinwell-test-reminder-planner');
      const config = environmentConfig('dev');
      planner = new ApiFunction(plannerStack, 'Planner', {
        source: 'events',
        logRetention: config.logRetention,
        removalPolicy: config.removalPolicy,
      });
      stacks.api.bookingReminders.bindReminderScheduling(planner);
    },
  });
});

const statementsWith = (statements: PolicyStatementJson[], action: string) =>
  statements.filter((statement) => actionsOf(statement).includes(action));

describe('the booking reminders', () => {
  it('have a schedule group of their own and a reminder Lambda bound to the database, the company brand and SES', () => {
    const { bookingReminders } = set.stacks.api;
    set.templates.api.resourceCountIs('AWS::Scheduler::ScheduleGroup', 1);
    const env = functionEnv(set.templates.api, bookingReminders.sender.function);
    expect(Object.keys(env).sort()).toEqual(
      [
        'APP_URL',
        'COMPANY_BUCKET',
        'DB_CLUSTER_ARN',
        'DB_NAME',
        'DB_SECRET_ARN',
        'MAIL_CONFIGURATION_SET',
        'MAIL_FROM',
        'MAIL_TEMPLATE_PREFIX',
        'POWERTOOLS_METRICS_NAMESPACE',
        'POWERTOOLS_SERVICE_NAME',
      ].sort(),
    );
    const statements = roleStatements(set, set.templates.api, bookingReminders.sender.role);
    expect(statementsWith(statements, 'ses:SendEmail')).toHaveLength(1);
    expect(statementsWith(statements, 'scheduler:CreateSchedule')).toEqual([]);
  });

  it('are invoked by a role only EventBridge Scheduler of this account assumes, allowed to invoke that Lambda only', () => {
    const { bookingReminders } = set.stacks.api;
    const role = resourcesOf(set.templates.api)[logicalId(bookingReminders.schedulerRole)];
    expect(role?.Properties.AssumeRolePolicyDocument).toMatchObject({
      Statement: [
        {
          Action: 'sts:AssumeRole',
          Effect: 'Allow',
          Principal: { Service: 'scheduler.amazonaws.com' },
          Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
        },
      ],
    });
    const statements = roleStatements(set, set.templates.api, bookingReminders.schedulerRole);
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: 'lambda:InvokeFunction',
        Resource: { 'Fn::GetAtt': [logicalId(bookingReminders.sender.function), 'Arn'] },
      },
    ]);
  });

  it('let a bound function manage schedules in their group only and pass the scheduler role to the scheduler only', () => {
    const template = Template.fromStack(plannerStack);
    const env = functionEnv(template, planner.function);
    expect(Object.keys(env)).toEqual(
      expect.arrayContaining(['REMINDER_SCHEDULE_GROUP', 'REMINDER_FUNCTION_ARN', 'REMINDER_ROLE_ARN']),
    );
    const statements = roleStatements(set, template, planner.role);
    const [manage] = statementsWith(statements, 'scheduler:CreateSchedule');
    expect(actionsOf(manage as PolicyStatementJson).sort()).toEqual([
      'scheduler:CreateSchedule',
      'scheduler:DeleteSchedule',
      'scheduler:UpdateSchedule',
    ]);
    expect(JSON.stringify(manage?.Resource)).toMatch(/:schedule\/.*\/\*"/);
    const [pass] = statementsWith(statements, 'iam:PassRole');
    expect(pass).toMatchObject({ Condition: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } } });
    expect(statements.flatMap(actionsOf)).not.toContain('scheduler:*');
  });
});
