import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// vitest 4 ignores vitest.workspace.ts: each package is a project of this one config (`test.projects`).
// A package with its own vitest.config.ts (frontend, infra, local-runtime) sets its own environment.
// `scripts` holds the bootstrap (plain Node, outside the workspace packages).
export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker (cores - 1), and a browser test file mostly waits on Chromium and the
    // local server: two files at a time keep both cores busy (4 browser files: 176 s with one worker, 126 s with two,
    // on the shared machine). Machines with more cores keep the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/*',
      'functions',
      'frontend',
      'infra',
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
