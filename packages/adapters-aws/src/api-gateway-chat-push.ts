import {
  type ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { ChatPush, ChatPushEvent, ChatSocketStore } from '@kinwell/core';

/**
 * The ChatPush in AWS: the party's open connections (rows the socket Lambda wrote on $connect), each sent the event
 * through API Gateway's management API (PostToConnection). A connection API Gateway no longer knows (410 Gone: the
 * page closed without a $disconnect reaching us) is deleted; other failures leave it for the next push.
 */
export class ApiGatewayChatPush implements ChatPush {
  constructor(
    private readonly client: ApiGatewayManagementApiClient,
    private readonly connections: Pick<ChatSocketStore, 'connectionsOf' | 'removeConnection'>,
    private readonly now: () => Date,
  ) {}

  async deliver(partyKey: string, event: ChatPushEvent): Promise<boolean> {
    const ids = await this.connections.connectionsOf(partyKey, this.now());
    if (ids.length === 0) return false;
    const data = new TextEncoder().encode(JSON.stringify(event));
    const results = await Promise.all(
      ids.map(async (connectionId) => {
        try {
          await this.client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
          return true;
        } catch (error) {
          if (error instanceof GoneException || (error as { name?: string }).name === 'GoneException') {
            await this.connections.removeConnection(connectionId);
            return false;
          }
          throw error;
        }
      }),
    );
    return results.some(Boolean);
  }
}
