import { defineConfig } from 'vitest/config';

// vitest 4 ignores vitest.workspace.ts: each package is a project of this one config (`test.projects`).
// A package with its own vitest.config.ts (frontend, infra, local-runtime) sets its own environment.
// `scripts` holds the bootstrap (plain Node, outside the workspace packages).
// Workers: package.json's test scripts pass `--maxWorkers=100%` (one per core). Vitest's default is cores - 1, one
// worker on a 2-core machine, where a browser test file mostly waits on Chromium and the local server: two files at a
// time keep both cores busy (4 browser files: 176 s with one worker, 126 s with two, on a shared machine). Set here,
// the number would reach only the root, not the projects, which each resolve their own default.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'functions',
      'frontend',
      'infra',
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
