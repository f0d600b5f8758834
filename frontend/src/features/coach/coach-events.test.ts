import { describe, expect, it } from 'vitest';
import { readCoachEvents } from './coach-events';

// The vmThreads pool's jsdom context has no ReadableStream global, but it has Node's Response, whose body is one.
const WebStream = (new Response('').body as ReadableStream<Uint8Array>).constructor as typeof ReadableStream;

const streamOf = (...chunks: string[]) =>
  new WebStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });

describe('readCoachEvents', () => {
  it('reads events however the bytes are cut, multi-byte letters included', async () => {
    const whole =
      'event: delta\ndata: {"type":"delta","text":"أهلاً "}\n\nevent: done\ndata: {"type":"done","messageId":"m1"}\n\n';
    const bytes = new TextEncoder().encode(whole);
    // Cut inside an Arabic letter's bytes and inside the blank line.
    const cut = [bytes.slice(0, 37), bytes.slice(37, 60), bytes.slice(60)];
    const stream = new WebStream<Uint8Array>({
      start(controller) {
        for (const part of cut) controller.enqueue(part);
        controller.close();
      },
    });
    const events = [];
    for await (const event of readCoachEvents(stream)) events.push(event);
    expect(events).toEqual([
      { type: 'delta', text: 'أهلاً ' },
      { type: 'done', messageId: 'm1' },
    ]);
  });

  it('skips blocks without data', async () => {
    const events = [];
    for await (const event of readCoachEvents(
      streamOf(': keep-alive\n\n', 'data: {"type":"done","messageId":"x"}\n\n'),
    )) {
      events.push(event);
    }
    expect(events).toEqual([{ type: 'done', messageId: 'x' }]);
  });
});
