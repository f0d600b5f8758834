import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Reuses the app's Vite plugins (route generation, Lingui macros, .po compilation).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'frontend',
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
      // Tests read the global stylesheet's text (the default brand's values); other CSS stays out of tests.
      css: { include: [/styles\/global\.css/] },
    },
  }),
);
