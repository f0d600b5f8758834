import { fileURLToPath } from 'node:url';
import { getConfig as getLinguiConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
// Lingui looks for its config from the working directory; the root vitest run starts in the repo root.
const linguiConfigPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
const linguiConfig = getLinguiConfig({ configPath: linguiConfigPath });

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
  ],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
  },
});
