import type { CoachModel } from '@kinwell/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** How a contract run drives one adapter: what the "model" will answer next, and what it was asked. */
export interface CoachModelFixture {
  model: CoachModel;
  /** The next call answers these pieces of text, in order. */
  willAnswer(pieces: string[]): void;
  /** The next call fails (an HTTP error, a throttled or failed stream). */
  willFail(): void;
  /** The system prompt and messages of the last call, as the adapter sent them. */
  lastRequest(): { system: string; messages: { role: string; content: string }[] };
  close?(): Promise<void>;
}

const collect = async (stream: AsyncIterable<string>) => {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
};

/** The CoachModel port's contract, run against each adapter (OpenAI-compatible over HTTP, Bedrock mocked). */
export function describeCoachModelContract(name: string, makeFixture: () => Promise<CoachModelFixture>) {
  describe(`CoachModel contract: ${name}`, () => {
    let fixture: CoachModelFixture;
    beforeAll(async () => {
      fixture = await makeFixture();
    });
    afterAll(async () => {
      await fixture.close?.();
    });

    it('streams the answer’s text in order, non-ASCII intact', async () => {
      fixture.willAnswer(['Bonjour, ', 'voici une séance : ', '/theme/a/session/b/screen/c', ' — أهلاً 😊']);
      const pieces = await collect(
        fixture.model.stream({ system: 'Be kind.', messages: [{ role: 'user', content: 'salut' }] }),
      );
      expect(pieces.join('')).toBe('Bonjour, voici une séance : /theme/a/session/b/screen/c — أهلاً 😊');
      expect(pieces.length).toBeGreaterThan(1);
    });

    it('sends the system prompt and the conversation, oldest first', async () => {
      fixture.willAnswer(['ok']);
      await collect(
        fixture.model.stream({
          system: 'You are the Kinwell coach.',
          messages: [
            { role: 'user', content: 'first' },
            { role: 'assistant', content: 'an answer' },
            { role: 'user', content: 'second' },
          ],
        }),
      );
      const request = fixture.lastRequest();
      expect(request.system).toBe('You are the Kinwell coach.');
      expect(request.messages).toEqual([
        { role: 'user', content: 'first' },
        { role: 'assistant', content: 'an answer' },
        { role: 'user', content: 'second' },
      ]);
    });

    it('throws when the model fails', async () => {
      fixture.willFail();
      await expect(
        collect(fixture.model.stream({ system: 's', messages: [{ role: 'user', content: 'x' }] })),
      ).rejects.toThrow();
    });

    it('stops when the caller aborts', async () => {
      fixture.willAnswer(['one', 'two', 'three']);
      const abort = new AbortController();
      abort.abort();
      await expect(
        collect(
          fixture.model.stream({ system: 's', messages: [{ role: 'user', content: 'x' }], signal: abort.signal }),
        ),
      ).rejects.toThrow();
    });
  });
}
