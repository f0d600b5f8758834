import { defineProject } from 'vitest/config';

// Each test file synthesizes its stack sets once (beforeAll); synth bundles the Lambdas with esbuild and runs the
// CloudFormation validator, so hooks get generous time.
export default defineProject({
  test: {
    name: 'infra',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
