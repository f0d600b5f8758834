import { defineProject } from 'vitest/config';

// Each test file synthesizes its stack sets once (beforeAll); synth bundles the Lambdas with esbuild and runs the
// CloudFormation validator, so hooks get generous time.
export default defineProject({
  test: {
    name: 'infra',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Each file builds its own Apps, and CDK keeps no state between them: the files share a worker and import
    // aws-cdk-lib once per worker, not once per file (infra 155 s → 95 s on the loaded machine).
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
