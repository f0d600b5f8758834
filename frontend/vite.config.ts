import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { type ConfigEnv, defineConfig, type Plugin, type UserConfig } from 'vite';
// A relative path: Vite bundles it into the config (a workspace package would load as raw TypeScript).
import { COLOR_MODE_SCRIPT } from '../packages/contracts/src/color-mode-script.ts';

/** The browser build's files and checks; the prerender's Node bundle (scripts/prerender.mjs) needs none of them. */
const browserBuildOnly = (_config: UserConfig, env: ConfigEnv) => env.command === 'build' && !env.isSsrBuild;

const root = fileURLToPath(new URL('.', import.meta.url));
// Lingui looks for its config from the working directory; the root vitest run starts in the repo root.
const linguiConfigPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

/**
 * The build id: compiled into the app (import.meta.env.VITE_BUILD_ID) and written to dist/version.json, which the
 * app polls (features/app-updates) so that a new deploy offers a reload. Builds only: dev and tests stay 'dev'.
 */
function buildVersion(): Plugin {
  const buildId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: 'kinwell-build-version',
    apply: browserBuildOnly,
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ buildId })}\n` });
    },
  };
}

/**
 * Writes dist/openapi.json: the API's OpenAPI document (packages/contracts), which a deployed site serves at
 * /openapi.json from its bucket, beside the SPA (the local runtime serves it at /api/openapi.json).
 */
function openApiDocument(): Plugin {
  return {
    name: 'kinwell-openapi-document',
    apply: browserBuildOnly,
    async generateBundle() {
      // Through tsx: the contracts import workspace packages, which Vite's config bundle would load as raw TypeScript.
      const { apiDocument } = (await tsImport(
        '../packages/contracts/src/openapi/api-document.ts',
        import.meta.url,
      )) as typeof import('../packages/contracts/src/openapi/api-document.ts');
      this.emitFile({ type: 'asset', fileName: 'openapi.json', source: `${JSON.stringify(apiDocument())}\n` });
    },
  };
}

const EVERY_PAGE_LIBRARIES =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|use-sync-external-store|@tanstack|@lingui|valtio|proxy-compare)[\\/]/;
/** Vite's preload helper, which every lazy import uses: no request of its own. */
const BUNDLER_HELPERS = /^\0vite\/preload-helper/;

/** Parts of those libraries only the onboarding wizard uses (its exit guard, its several text blocks). */
const ONE_AREA_PARTS = /[\\/](?:useBlocker|useQueries|queriesObserver)\.js$/;

/**
 * Modules that several routes share, gathered per area into one chunk each. Split per set of importers they made
 * ten or more small chunks per page, each a request (on Lighthouse's slow 4G, six at a time) and each compressed
 * alone. Only the listed modules move: their dependencies stay where every page finds them (the entry, vendor).
 */
const SHARED_CHUNKS: Record<string, readonly string[]> = {
  // Sign-in, sign-up, verification, reset, set password, the onboarding wizard; the contact form's fields too.
  'account-screens': [
    '/src/components/forms/',
    '/src/features/auth/components/auth-screen.tsx',
    '/src/features/auth/notifier.ts',
    '/src/features/auth/auth-message-text.ts',
    '/src/features/auth/validation.ts',
    '/src/features/content/use-text-block.ts',
    '/src/features/content/text-block-messages.ts',
    '/packages/core/src/accounts/account-email.ts',
    '/packages/core/src/accounts/password-policy.ts',
    '/packages/core/src/accounts/verification-code.ts',
    '/packages/core/src/shared/email.ts',
  ],
  // The default layout (menu, footer, bottom navigation) around public and signed-in pages.
  'default-layout': [
    '/src/components/layouts/default-layout.tsx',
    '/src/components/layouts/main-nav.tsx',
    '/src/components/layouts/bottom-nav.tsx',
    '/src/components/layouts/nav-icon.tsx',
    '/src/components/layouts/nav-items.ts',
    '/src/components/layouts/site-footer.tsx',
    '/src/components/scroll-to-top.tsx',
  ],
  // What the self-care catalog, the session player, My Progress and the dashboard share: theme cards and their
  // order, the member's goals, safe markdown, the urgent-help dialog, the progress reads.
  care: [
    '/packages/core/src/self-care/safe-markdown.ts',
    '/packages/core/src/self-care/theme-order.ts',
    '/src/features/self-care/components/markdown-text.tsx',
    '/src/features/self-care/components/theme-card.tsx',
    '/src/features/self-care/components/urgent-help.tsx',
    '/src/features/self-care/use-member-goals.ts',
    '/src/features/self-care/use-open-theme.ts',
    '/src/features/progress/progress-api.ts',
  ],
  // What the public pages (home, about, solutions, who we serve, contact, demo, legal) build with.
  'public-pages': [
    '/src/components/accordion.tsx',
    '/src/components/circle-animation.tsx',
    '/src/components/masonry-grid.tsx',
    '/src/components/page-intro.tsx',
    '/src/components/section-header.tsx',
    '/src/features/marketing/components/call-to-action.tsx',
    '/src/features/marketing/components/product-areas.tsx',
  ],
};

/**
 * Fails the build when a SHARED_CHUNKS chunk statically imports anything but the entry, the vendor chunk, or a leaf
 * chunk (one that itself imports only those). Their groups leave dependencies out (includeDependenciesRecursively:
 * false); should a listed module come to import route code or an area's library, the chunks could import each other
 * in a cycle and fail to load in the browser. A leaf cannot import a shared chunk back, so it cannot close a cycle.
 */
function sharedChunksStayLeaves(): Plugin {
  return {
    name: 'kinwell-shared-chunks-stay-leaves',
    apply: browserBuildOnly,
    // After every generateBundle: Vite's CSS plugin drops the CSS-only chunks there, and their imports with them.
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const base = new Set(
        chunks
          .filter((chunk) => chunk.isEntry || chunk.name === 'vendor' || chunk.name.startsWith('rolldown-runtime'))
          .map((chunk) => chunk.fileName),
      );
      const leaves = chunks
        .filter((chunk) => !(chunk.name in SHARED_CHUNKS) && chunk.imports.every((file) => base.has(file)))
        .map((chunk) => chunk.fileName);
      const allowed = new Set([...base, ...leaves]);
      for (const chunk of chunks) {
        if (!(chunk.name in SHARED_CHUNKS)) continue;
        const others = chunk.imports.filter((file) => !allowed.has(file));
        if (others.length)
          this.error(
            `${chunk.fileName} imports ${others.join(', ')}: shared chunks may import only the entry, vendor and leaf chunks`,
          );
      }
    },
  };
}

/**
 * Puts the colour-mode script inline where index.html names it, so the stored mode applies before the first paint
 * without a render-blocking request; the CSP allows it by hash (packages/contracts).
 */
function inlineColorModeScript(): Plugin {
  const placeholder = '<script data-inline="color-mode"></script>';
  return {
    name: 'kinwell-inline-color-mode',
    transformIndexHtml(html) {
      if (!html.includes(placeholder)) throw new Error(`index.html must hold ${placeholder}`);
      return html.replace(placeholder, `<script>${COLOR_MODE_SCRIPT}</script>`);
    },
  };
}

// Route generation options live in tsr.config.json, shared with scripts/generate-route-tree.mjs (the typecheck script).
export default defineConfig({
  root,
  // Absolute asset URLs: the local server answers every unknown path with index.html (SPA fallback).
  base: '/',
  plugins: [
    // Must come before the React plugin: it generates src/routeTree.gen.ts and splits route components.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    // Compiles src/locales/*/messages.po on import, so no `lingui compile` step is needed, and the Lingui macros
    // (t, Trans, msg…) with its native transform (@lingui/native-tools), without Babel.
    lingui({ configPath: linguiConfigPath, macroTransform: true }),
    buildVersion(),
    openApiDocument(),
    inlineColorModeScript(),
    sharedChunksStayLeaves(),
  ],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
    // One style sheet, linked from the HTML: a prerendered page paints styled before any script runs (split per
    // route chunk, its rules came with the chunk's script and the page shifted). All of it is ~8 kB gzip.
    cssCodeSplit: false,
    // Every browser the app supports preloads modules natively; the polyfill would weigh on every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The libraries every page runs (React, the router, queries, Lingui, valtio) ship as one chunk: split per
        // importer they were ~10 small chunks that compressed worse and cost a request each. Libraries of one
        // area (zod, for the account forms) and the parts of them only one area uses stay with their routes.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: (id) => (EVERY_PAGE_LIBRARIES.test(id) || BUNDLER_HELPERS.test(id)) && !ONE_AREA_PARTS.test(id),
            },
            ...Object.entries(SHARED_CHUNKS).map(([name, parts]) => ({
              name,
              test: (id: string) => parts.some((part) => id.replaceAll('\\', '/').includes(part)),
              includeDependenciesRecursively: false,
            })),
          ],
        },
      },
    },
  },
});
