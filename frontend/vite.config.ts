import { fileURLToPath } from 'node:url';
import { getConfig as getLinguiConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
// Lingui looks for its config from the working directory; the root vitest run starts in the repo root.
const linguiConfigPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
const linguiConfig = getLinguiConfig({ configPath: linguiConfigPath });

/**
 * The build id: compiled into the app (import.meta.env.VITE_BUILD_ID) and written to dist/version.json, which the
 * app polls (features/app-updates) so that a new deploy offers a reload. Builds only: dev and tests stay 'dev'.
 */
function buildVersion(): Plugin {
  const buildId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: 'kinwell-build-version',
    apply: 'build',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ buildId })}\n` });
    },
  };
}

// Route generation options live in tsr.config.json, shared with `tsr generate` (the typecheck script).
export default defineConfig({
  root,
  // Absolute asset URLs: the local server answers every unknown path with index.html (SPA fallback).
  base: '/',
  plugins: [
    // Must come before the React plugin: it generates src/routeTree.gen.ts and splits route components.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    // @vitejs/plugin-react 6 has no `babel` option: Lingui macros (t, Trans, msg…) compile through rolldown's babel plugin.
    babel({ plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] }),
    // Compiles src/locales/*/messages.po on import, so no `lingui compile` step is needed.
    lingui({ configPath: linguiConfigPath }),
    buildVersion(),
  ],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
  },
});
