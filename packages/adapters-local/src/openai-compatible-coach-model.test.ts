import { describeCoachModelContract, OpenAiCompatibleFake } from '@kinwell/testing';
import { describe, expect, it } from 'vitest';
import { OpenAiCompatibleCoachModel } from './openai-compatible-coach-model';

describeCoachModelContract('OpenAI-compatible chat completions (a fake server over HTTP)', async () => {
  const fake = await new OpenAiCompatibleFake().start();
  let next: () => ReturnType<OpenAiCompatibleFake['reply']> = () => ({ pieces: [] });
  fake.reply = () => next();
  return {
    model: new OpenAiCompatibleCoachModel({ url: fake.url, model: 'tiny-coach', apiKey: 'sk-test' }),
    willAnswer: (pieces) => {
      next = () => ({ pieces });
    },
    willFail: () => {
      next = () => ({ status: 500 });
    },
    lastRequest: () => {
      const [system, ...messages] = fake.requests.at(-1)?.messages ?? [];
      return { system: system?.role === 'system' ? system.content : '', messages };
    },
    close: () => fake.stop(),
  };
});

describe('OpenAiCompatibleCoachModel', () => {
  it('asks for a stream of the configured model, with the key, at /chat/completions', async () => {
    const fake = await new OpenAiCompatibleFake().start();
    try {
      const model = new OpenAiCompatibleCoachModel({ url: `${fake.url}/`, model: 'tiny-coach', apiKey: 'sk-test' });
      for await (const _ of model.stream({ system: 's', messages: [{ role: 'user', content: 'hi' }] })) {
        // drained
      }
      expect(fake.requests[0]).toMatchObject({ model: 'tiny-coach', stream: true, authorization: 'Bearer sk-test' });
    } finally {
      await fake.stop();
    }
  });
});
