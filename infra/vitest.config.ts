import { defineProject } from 'vitest/config';

// Each test file synthesizes its stack sets once (beforeAll); the plain dev, staging and prod sets, which several files
// only read, once per worker (support.ts plainStackSet). Synth bundles the Lambdas with esbuild (bundles.test.ts) and
// runs the CloudFormation validator (environments.test.ts), so hooks get generous time.
export default defineProject({
  test: {
    name: 'infra',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // CDK keeps no state between Apps: the files share a worker and import aws-cdk-lib once per worker, not once per
    // file (infra 155 s → 95 s on the loaded machine), and share the plain stack sets support.ts keeps.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
