import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Reuses the app's Vite plugins (route generation, Lingui macros, .po compilation).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'frontend',
      environment: 'jsdom',
      // One jsdom per worker, each test file in its own VM context: the files stay isolated, and the suite no
      // longer builds a jsdom per file (95 s → 33 s here).
      pool: 'vmThreads',
      setupFiles: ['./tests/setup.ts'],
      // Whole-app tests render the router, a route chunk and a catalog area in jsdom: seconds on a loaded 2-core
      // machine, where the default 5 s failed tests that were right.
      testTimeout: 15_000,
      include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
      // Tests read the global stylesheet's text (the default brand's values); other CSS stays out of tests.
      css: { include: [/styles\/global\.css/] },
    },
  }),
);
