import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'local-runtime',
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
