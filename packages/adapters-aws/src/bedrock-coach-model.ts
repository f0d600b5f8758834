import { type BedrockRuntimeClient, ConverseStreamCommand } from '@aws-sdk/client-bedrock-runtime';
import type { CoachModel, CoachModelRequest } from '@kinwell/core';

export interface BedrockCoachModelOptions {
  client: BedrockRuntimeClient;
  /** A Bedrock model id or inference profile (per environment, in infra's config). */
  modelId: string;
  /** The environment's Bedrock guardrail: it reviews both the member's words and the answer. */
  guardrail?: { id: string; version: string } | undefined;
  /** @default 600 */
  maxTokens?: number;
}

/**
 * The coach's model in AWS: Bedrock's ConverseStream, with the environment's guardrail. Text deltas are yielded as
 * they arrive; a stream exception (throttling, a failed model) throws. A guardrail that intervenes ends the answer
 * with its own configured words, which arrive as text like any other.
 */
export class BedrockCoachModel implements CoachModel {
  constructor(private readonly options: BedrockCoachModelOptions) {}

  async *stream({ system, messages, signal }: CoachModelRequest): AsyncIterable<string> {
    const { guardrail } = this.options;
    const answer = await this.options.client.send(
      new ConverseStreamCommand({
        modelId: this.options.modelId,
        system: [{ text: system }],
        messages: messages.map((message) => ({ role: message.role, content: [{ text: message.content }] })),
        inferenceConfig: { maxTokens: this.options.maxTokens ?? 600 },
        ...(guardrail
          ? {
              guardrailConfig: {
                guardrailIdentifier: guardrail.id,
                guardrailVersion: guardrail.version,
                streamProcessingMode: 'sync',
              },
            }
          : {}),
      }),
      signal ? { abortSignal: signal } : {},
    );
    if (!answer.stream) throw new Error('Bedrock answered ConverseStream without a stream');
    for await (const event of answer.stream) {
      if (signal?.aborted) throw signal.reason ?? new Error('aborted');
      const failure =
        event.internalServerException ??
        event.modelStreamErrorException ??
        event.throttlingException ??
        event.validationException ??
        event.serviceUnavailableException;
      if (failure) throw new Error(`Bedrock stream failed: ${failure.name ?? 'error'}`);
      const text = event.contentBlockDelta?.delta?.text;
      if (text) yield text;
    }
  }
}
