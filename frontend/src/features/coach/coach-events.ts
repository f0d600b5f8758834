import type { CoachStreamEvent } from '@kinwell/contracts';

/**
 * The coach's server-sent events as they arrive, however the bytes are cut: an event ends at a blank line, and its
 * `data:` line is the event as JSON (the contract's CoachStreamEvent).
 */
export async function* readCoachEvents(body: ReadableStream<Uint8Array>): AsyncIterable<CoachStreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let end = buffered.indexOf('\n\n');
      while (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trimStart())
          .join('\n');
        if (data !== '') yield JSON.parse(data) as CoachStreamEvent;
        end = buffered.indexOf('\n\n');
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
