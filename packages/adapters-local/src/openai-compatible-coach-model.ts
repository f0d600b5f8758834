import type { CoachModel, CoachModelRequest } from '@kinwell/core';

export interface OpenAiCompatibleOptions {
  /** The server's base URL, e.g. `http://localhost:11434/v1` (`/chat/completions` is added). */
  url: string;
  model: string;
  apiKey?: string | undefined;
  /** Gives up on an answer (the whole stream) after this long. @default 60000 */
  timeoutMs?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** The longest answer asked of the model: a few short paragraphs (the prompt asks for brevity too). */
const MAX_TOKENS = 600;

interface ChunkChoice {
  delta?: { content?: string | null };
}

/**
 * Lines of a server-sent event stream as they arrive (`data: …`), however the bytes are cut into chunks. An event's
 * lines end at a blank line; only `data:` lines matter to a chat completion stream.
 */
export async function* sseDataLines(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    let newline = buffered.indexOf('\n');
    while (newline >= 0) {
      const line = buffered.slice(0, newline).replace(/\r$/, '');
      buffered = buffered.slice(newline + 1);
      if (line.startsWith('data:')) yield line.slice(5).trimStart();
      newline = buffered.indexOf('\n');
    }
  }
  buffered += decoder.decode();
  if (buffered.startsWith('data:')) yield buffered.slice(5).trimStart();
}

/**
 * The coach's model on any OpenAI-compatible chat completions endpoint (`stream: true`): a self-hosted server
 * (vLLM, llama.cpp, Ollama) or a hosted one. Plain fetch, no SDK.
 */
export class OpenAiCompatibleCoachModel implements CoachModel {
  private readonly endpoint: string;

  constructor(private readonly options: OpenAiCompatibleOptions) {
    this.endpoint = `${options.url.replace(/\/+$/, '')}/chat/completions`;
  }

  async *stream({ system, messages, signal }: CoachModelRequest): AsyncIterable<string> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 60_000);
    const fetcher = this.options.fetch ?? fetch;
    const response = await fetcher(this.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: this.options.model,
        stream: true,
        max_tokens: MAX_TOKENS,
        messages: [{ role: 'system', content: system }, ...messages],
      }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok || !response.body) {
      // The server's words may carry the request back; only the status goes into the error.
      await response.body?.cancel();
      throw new Error(`The chat completions endpoint answered ${response.status}`);
    }
    for await (const data of sseDataLines(response.body)) {
      if (data === '[DONE]') return;
      if (data === '') continue;
      const chunk = JSON.parse(data) as { choices?: ChunkChoice[]; error?: { message?: string } };
      if (chunk.error) throw new Error(`The chat completions stream failed: ${chunk.error.message ?? 'unknown error'}`);
      const text = chunk.choices?.[0]?.delta?.content;
      if (text) yield text;
    }
  }
}
