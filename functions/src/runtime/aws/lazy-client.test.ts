import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyClient } from './lazy-client';

const sns = mockClient(SNSClient);
afterEach(() => sns.reset());

describe('lazyClient', () => {
  it('builds nothing until the client is used, then builds it once', () => {
    let builds = 0;
    const client = lazyClient(() => {
      builds++;
      return { region: 'eu-west-1', describe: () => 'built' };
    });
    expect(builds).toBe(0);
    expect(client.region).toBe('eu-west-1');
    expect(client.describe()).toBe('built');
    expect(builds).toBe(1);
  });

  it("calls the built client's methods on it (send reaches the SDK client, mocked here)", async () => {
    sns.on(PublishCommand).resolves({ MessageId: 'm-1' });
    const client = lazyClient(() => new SNSClient({ region: 'eu-west-1' }));
    const { send } = client;
    await expect(send(new PublishCommand({ TopicArn: 'arn:aws:sns:eu-west-1:1:t', Message: 'x' }))).resolves.toEqual({
      MessageId: 'm-1',
    });
    expect(sns.commandCalls(PublishCommand)).toHaveLength(1);
  });
});
