import 'aws-sdk-client-mock-vitest/extend';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { SnsOnCallNotifier } from './sns-on-call-notifier';

describe('SnsOnCallNotifier', () => {
  it('publishes the kinds of risk and the time to the on-call topic, nothing else', async () => {
    const client = new SNSClient({ region: 'us-east-1', credentials: { accessKeyId: 't', secretAccessKey: 't' } });
    const mock = mockClient(client);
    mock.on(PublishCommand).resolves({ MessageId: 'm-1' });
    await new SnsOnCallNotifier(client, 'arn:aws:sns:us-east-1:123456789012:on-call').flag({
      source: 'coach',
      categories: ['suicide_self_harm'],
      at: new Date('2026-05-01T10:00:00Z'),
    });
    expect(mock).toHaveReceivedCommandWith(PublishCommand, {
      TopicArn: 'arn:aws:sns:us-east-1:123456789012:on-call',
      Subject: 'Kinwell risk flag (coach)',
    });
    const message = JSON.parse(mock.commandCalls(PublishCommand)[0]?.args[0].input.Message ?? '{}');
    expect(message).toEqual({
      kind: 'kinwell.riskFlag',
      source: 'coach',
      categories: ['suicide_self_harm'],
      at: '2026-05-01T10:00:00.000Z',
    });
  });
});
