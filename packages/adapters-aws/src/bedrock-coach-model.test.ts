import 'aws-sdk-client-mock-vitest/extend';
import {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  type ConverseStreamCommandInput,
  type ConverseStreamOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { describeCoachModelContract } from '@kinwell/testing';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { BedrockCoachModel } from './bedrock-coach-model';

const newClient = () =>
  new BedrockRuntimeClient({ region: 'us-east-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test' } });

/** The event stream ConverseStream answers: the start, text deltas, the stop and the usage. */
async function* converseEvents(pieces: string[]): AsyncIterable<ConverseStreamOutput> {
  yield { messageStart: { role: 'assistant' } } as ConverseStreamOutput;
  for (const text of pieces)
    yield { contentBlockDelta: { contentBlockIndex: 0, delta: { text } } } as ConverseStreamOutput;
  yield { contentBlockStop: { contentBlockIndex: 0 } } as ConverseStreamOutput;
  yield { messageStop: { stopReason: 'end_turn' } } as ConverseStreamOutput;
  yield {
    metadata: { usage: { inputTokens: 10, outputTokens: 5, totalTokens: 15 }, metrics: { latencyMs: 1 } },
  } as ConverseStreamOutput;
}

async function* failingEvents(): AsyncIterable<ConverseStreamOutput> {
  yield { contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'Half' } } } as ConverseStreamOutput;
  yield {
    throttlingException: { name: 'ThrottlingException', message: 'slow down' },
  } as unknown as ConverseStreamOutput;
}

describeCoachModelContract('Bedrock ConverseStream (aws-sdk-client-mock)', async () => {
  const client = newClient();
  const mock = mockClient(client);
  let last: ConverseStreamCommandInput | undefined;
  let next: () => AsyncIterable<ConverseStreamOutput> = () => converseEvents([]);
  mock.on(ConverseStreamCommand).callsFake((input: ConverseStreamCommandInput, getClient) => {
    last = input;
    void getClient;
    return { stream: next() };
  });
  return {
    model: new BedrockCoachModel({ client, modelId: 'anthropic.claude-test' }),
    willAnswer: (pieces) => {
      next = () => converseEvents(pieces);
    },
    willFail: () => {
      next = failingEvents;
    },
    lastRequest: () => ({
      system: last?.system?.[0]?.text ?? '',
      messages: (last?.messages ?? []).map((message) => ({
        role: message.role ?? '',
        content: message.content?.map((block) => block.text ?? '').join('') ?? '',
      })),
    }),
    close: async () => mock.restore(),
  };
});

describe('BedrockCoachModel', () => {
  it('asks the configured model, through the environment’s guardrail', async () => {
    const client = newClient();
    const mock = mockClient(client);
    mock.on(ConverseStreamCommand).resolves({ stream: converseEvents(['ok']) });
    const model = new BedrockCoachModel({ client, modelId: 'model-x', guardrail: { id: 'gr-1', version: '3' } });
    for await (const _ of model.stream({ system: 's', messages: [{ role: 'user', content: 'hi' }] })) {
      // drained
    }
    expect(mock).toHaveReceivedCommandWith(ConverseStreamCommand, {
      modelId: 'model-x',
      guardrailConfig: { guardrailIdentifier: 'gr-1', guardrailVersion: '3', streamProcessingMode: 'sync' },
    });
  });
});
