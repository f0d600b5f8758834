import 'aws-sdk-client-mock-vitest/extend';
import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  SchedulerServiceException,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import type { Booking } from '@kinwell/core';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { atExpression, EventBridgeReminderScheduler, reminderScheduleName } from './event-bridge-reminder-scheduler';

const client = new SchedulerClient({ region: 'eu-west-1', credentials: { accessKeyId: 't', secretAccessKey: 't' } });
const scheduler = mockClient(client);
afterEach(() => scheduler.reset());

const TARGET = 'arn:aws:lambda:eu-west-1:123456789012:function:kinwell-dev-reminders';
const ROLE = 'arn:aws:iam::123456789012:role/kinwell-dev-scheduler';
const booking: Booking = {
  id: '0b5c3f4e-7d1a-4c2b-9a55-1f0e2d3c4b5a',
  expertId: 'amelie',
  memberId: 'member-1',
  startsAt: '2027-03-15T13:00:00.000Z',
  endsAt: '2027-03-15T13:50:00.000Z',
  status: 'booked',
  sequence: 0,
  createdAt: '2027-03-01T10:00:00.000Z',
  updatedAt: '2027-03-01T10:00:00.000Z',
};
const schedulerAt = (now: string) =>
  new EventBridgeReminderScheduler({
    client,
    groupName: 'kinwell-dev-reminders',
    targetArn: TARGET,
    roleArn: ROLE,
    now: () => new Date(now),
  });
const notFound = () =>
  new ResourceNotFoundException({ message: 'Schedule not found', Message: 'Schedule not found', $metadata: {} });

describe('EventBridgeReminderScheduler', () => {
  it('creates one one-time schedule per reminder ahead, invoking the reminder Lambda, deleted once run', async () => {
    scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn:schedule' });
    await schedulerAt('2027-03-01T10:00:00Z').plan(booking);
    expect(scheduler).toHaveReceivedCommandTimes(CreateScheduleCommand, 2);
    expect(scheduler).toHaveReceivedCommandWith(CreateScheduleCommand, {
      Name: `${booking.id}-reminder-24h`,
      GroupName: 'kinwell-dev-reminders',
      ScheduleExpression: 'at(2027-03-14T13:00:00)',
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: {
        Arn: TARGET,
        RoleArn: ROLE,
        Input: JSON.stringify({ bookingId: booking.id, kind: 'reminder-24h', dueAt: '2027-03-14T13:00:00.000Z' }),
        RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 },
      },
    });
    expect(scheduler).toHaveReceivedCommandWith(CreateScheduleCommand, {
      Name: `${booking.id}-reminder-1h`,
      ScheduleExpression: 'at(2027-03-15T12:00:00)',
    });
  });

  it('moves a schedule planned before (a reschedule) with UpdateSchedule', async () => {
    scheduler
      .on(CreateScheduleCommand)
      .rejects(new ConflictException({ message: 'exists', Message: 'exists', $metadata: {} }))
      .on(UpdateScheduleCommand)
      .resolves({ ScheduleArn: 'arn:schedule' });
    const moved = { ...booking, startsAt: '2027-03-16T13:00:00.000Z', endsAt: '2027-03-16T13:50:00.000Z' };
    await schedulerAt('2027-03-01T10:00:00Z').plan(moved);
    expect(scheduler).toHaveReceivedCommandTimes(UpdateScheduleCommand, 2);
    expect(scheduler).toHaveReceivedCommandWith(UpdateScheduleCommand, {
      Name: `${booking.id}-reminder-24h`,
      ScheduleExpression: 'at(2027-03-15T13:00:00)',
      ActionAfterCompletion: 'DELETE',
    });
  });

  it('deletes the schedule of a reminder no longer ahead (a session moved to within 24 h)', async () => {
    scheduler.on(CreateScheduleCommand).resolves({}).on(DeleteScheduleCommand).rejects(notFound());
    await schedulerAt('2027-03-15T00:00:00Z').plan(booking);
    expect(scheduler).toHaveReceivedCommandTimes(CreateScheduleCommand, 1);
    expect(scheduler).toHaveReceivedCommandWith(CreateScheduleCommand, { Name: `${booking.id}-reminder-1h` });
    expect(scheduler).toHaveReceivedCommandWith(DeleteScheduleCommand, {
      Name: `${booking.id}-reminder-24h`,
      GroupName: 'kinwell-dev-reminders',
    });
  });

  it('drops both schedules of a cancelled booking, whether or not they still exist', async () => {
    scheduler
      .on(DeleteScheduleCommand, { Name: `${booking.id}-reminder-24h` })
      .rejects(notFound())
      .on(DeleteScheduleCommand, { Name: `${booking.id}-reminder-1h` })
      .resolves({});
    await schedulerAt('2027-03-01T10:00:00Z').drop(booking.id);
    expect(scheduler).toHaveReceivedCommandTimes(DeleteScheduleCommand, 2);
  });

  it('lets any other failure through, for the caller to report', async () => {
    scheduler
      .on(CreateScheduleCommand)
      .rejects(new SchedulerServiceException({ name: 'AccessDeniedException', $fault: 'client', $metadata: {} }));
    await expect(schedulerAt('2027-03-01T10:00:00Z').plan(booking)).rejects.toThrow();
  });

  it('names schedules within the service limits, the same for a booking every time', () => {
    expect(reminderScheduleName('abc', 'reminder-1h')).toBe('abc-reminder-1h');
    const long = reminderScheduleName(`${'x'.repeat(80)}/é`, 'reminder-24h');
    expect(long).toMatch(/^[0-9a-f]{40}-reminder-24h$/);
    expect(reminderScheduleName(`${'x'.repeat(80)}/é`, 'reminder-24h')).toBe(long);
    expect(atExpression('2027-03-14T13:00:00.000Z')).toBe('at(2027-03-14T13:00:00)');
  });
});
