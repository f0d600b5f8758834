import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatCompletionRequest {
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
  authorization?: string | undefined;
}

/** What the fake answers a request: the pieces it streams, or a failing status. */
export type FakeReply = { pieces: string[]; delayMs?: number } | { status: number };

/**
 * A tiny OpenAI-compatible chat completions server (POST `/v1/chat/completions`, `stream: true`), for the coach
 * model's contract test and the browser test: it records each request and streams the reply as SSE chunks.
 */
export class OpenAiCompatibleFake {
  readonly requests: ChatCompletionRequest[] = [];
  reply: (request: ChatCompletionRequest) => FakeReply = () => ({ pieces: ['Hello', ' there.'] });
  private server: Server | undefined;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      void this.answer(request).then(async (reply) => {
        if (!reply) {
          response.writeHead(404).end();
          return;
        }
        if ('status' in reply) {
          response.writeHead(reply.status, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: 'failed on purpose' } }));
          return;
        }
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        for (const [index, piece] of reply.pieces.entries()) {
          if (response.destroyed) return;
          const chunk = {
            id: 'chatcmpl-fake',
            object: 'chat.completion.chunk',
            choices: [{ index: 0, delta: { content: piece } }],
          };
          // Split a line across writes now and then, as real servers' chunks are cut anywhere.
          const line = `data: ${JSON.stringify(chunk)}\n\n`;
          if (index % 2 === 1) {
            response.write(line.slice(0, 7));
            response.write(line.slice(7));
          } else response.write(line);
          if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        }
        response.end('data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n');
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  private async answer(request: IncomingMessage): Promise<FakeReply | undefined> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return undefined;
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatCompletionRequest;
    const recorded = { ...body, authorization: request.headers.authorization };
    this.requests.push(recorded);
    return this.reply(recorded);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
