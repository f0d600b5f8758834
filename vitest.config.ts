import { defineConfig } from 'vitest/config';

// vitest 4 ignores vitest.workspace.ts: each package is a project of this one config (`test.projects`).
// A package with its own vitest.config.ts (frontend, infra, local-runtime) sets its own environment.
// `scripts` holds the bootstrap (plain Node, outside the workspace packages).
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
