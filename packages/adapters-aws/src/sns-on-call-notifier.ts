import { PublishCommand, type SNSClient } from '@aws-sdk/client-sns';
import type { OnCallNotifier, RiskFlag } from '@kinwell/core';

/**
 * The on-call channel in AWS: a message on the environment's SNS topic (its subscribers and an alarm on published
 * messages are infra's). The message says which kinds of risk and when, never the member's words nor who they are.
 */
export class SnsOnCallNotifier implements OnCallNotifier {
  constructor(
    private readonly client: SNSClient,
    private readonly topicArn: string,
  ) {}

  async flag(flag: RiskFlag): Promise<void> {
    await this.client.send(
      new PublishCommand({
        TopicArn: this.topicArn,
        Subject: `Kinwell risk flag (${flag.source})`,
        Message: JSON.stringify({
          kind: 'kinwell.riskFlag',
          source: flag.source,
          categories: flag.categories,
          at: flag.at.toISOString(),
        }),
        MessageAttributes: { source: { DataType: 'String', StringValue: flag.source } },
      }),
    );
  }
}
