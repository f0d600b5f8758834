import { defineProject } from 'vitest/config';

// Pure functions with no global state, mocks or servers: the files share one worker and its loaded modules
// (isolate: false) instead of each paying for a fresh worker and a fresh import of the same modules.
export default defineProject({
  test: {
    name: '@kinwell/contracts',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    isolate: false,
  },
});
