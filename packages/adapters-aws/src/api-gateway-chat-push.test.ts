import 'aws-sdk-client-mock-vitest/extend';
import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { MemoryChatSocketStore } from '@kinwell/core';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { ApiGatewayChatPush } from './api-gateway-chat-push';

const NOW = new Date('2026-05-01T10:00:00Z');
const HOUR = 3_600_000;

function setup() {
  const client = new ApiGatewayManagementApiClient({
    region: 'us-east-1',
    endpoint: 'https://abc123.execute-api.us-east-1.amazonaws.com/live',
    credentials: { accessKeyId: 't', secretAccessKey: 't' },
  });
  const mock = mockClient(client);
  const connections = new MemoryChatSocketStore();
  return { mock, connections, push: new ApiGatewayChatPush(client, connections, () => NOW) };
}

describe('ApiGatewayChatPush', () => {
  it('posts the event to every live connection of the party, and answers whether one took it', async () => {
    const { mock, connections, push } = setup();
    mock.on(PostToConnectionCommand).resolves({});
    await connections.addConnection('c-1', 'member:ana', NOW, new Date(NOW.getTime() + HOUR));
    await connections.addConnection('c-2', 'member:ana', NOW, new Date(NOW.getTime() + HOUR));
    await connections.addConnection('old', 'member:ana', NOW, new Date(NOW.getTime() - 1));
    await connections.addConnection('c-3', 'expert:amelie', NOW, new Date(NOW.getTime() + HOUR));
    expect(await push.deliver('member:ana', { type: 'unread', unread: 2 })).toBe(true);
    expect(mock).toHaveReceivedCommandTimes(PostToConnectionCommand, 2);
    const sent = mock.commandCalls(PostToConnectionCommand).map((call) => call.args[0].input);
    expect(sent.map((input) => input.ConnectionId).sort()).toEqual(['c-1', 'c-2']);
    expect(new TextDecoder().decode(sent[0]?.Data as Uint8Array)).toBe('{"type":"unread","unread":2}');
    expect(await push.deliver('member:nobody', { type: 'unread', unread: 0 })).toBe(false);
  });

  it('forgets a connection API Gateway answers Gone for, and counts it undelivered', async () => {
    const { mock, connections, push } = setup();
    mock
      .on(PostToConnectionCommand)
      .rejects(new GoneException({ message: 'gone', $metadata: { httpStatusCode: 410 } }));
    await connections.addConnection('c-1', 'member:ana', NOW, new Date(NOW.getTime() + HOUR));
    expect(await push.deliver('member:ana', { type: 'unread', unread: 1 })).toBe(false);
    expect(await connections.connectionsOf('member:ana', NOW)).toEqual([]);
  });

  it('lets other failures through (the caller logs them; the page catches up by fetching)', async () => {
    const { mock, connections, push } = setup();
    mock.on(PostToConnectionCommand).rejects(new Error('throttled'));
    await connections.addConnection('c-1', 'member:ana', NOW, new Date(NOW.getTime() + HOUR));
    await expect(push.deliver('member:ana', { type: 'unread', unread: 1 })).rejects.toThrow('throttled');
    expect(await connections.connectionsOf('member:ana', NOW)).toEqual(['c-1']);
  });
});
