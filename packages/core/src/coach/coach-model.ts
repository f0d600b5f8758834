/** One message of the conversation as a model reads it (the system prompt travels apart). */
export interface CoachChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface CoachModelRequest {
  /** The coach's instructions for this member (coach-prompt.ts). */
  system: string;
  /** The conversation so far, oldest first, ending with the member's new message. */
  messages: readonly CoachChatMessage[];
  /** Aborted when the member leaves or the answer takes too long: the adapter stops reading and calling. */
  signal?: AbortSignal | undefined;
}

/**
 * The AI coach's model port: a streaming chat. Bedrock's ConverseStream in AWS, any OpenAI-compatible chat endpoint
 * for self-hosting. It yields the answer's text as it is written; a failure throws (mid-stream too).
 */
export interface CoachModel {
  stream(request: CoachModelRequest): AsyncIterable<string>;
}
