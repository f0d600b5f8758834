import { defineProject } from 'vitest/config';

// The files share one worker and its loaded modules (isolate: false): re-importing middy, Powertools and the SDK
// clients per file cost more than the tests. What a file changes globally it undoes: aws-sdk-client-mock stubs are
// restored (afterAll), spies and env stubs restored after each test.
export default defineProject({
  test: {
    name: '@kinwell/functions',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    isolate: false,
  },
});
