/**
 * Prerenders the public pages (PRERENDERED_PATHS of @kinwell/core) in every language into dist/pages/<locale>/,
 * after `vite build` wrote dist/: bundles src/prerender/render-page.tsx for Node with Vite (the same plugins, so
 * the route tree, the code splitting and the Lingui catalogs are the app's), renders each page with it and puts the
 * markup into a copy of dist/index.html with the page's lang and dir. Why this way: docs/decisions/017.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
// Outside dist: the Node bundle is a build tool, not part of the site.
const bundleDir = join(root, 'node_modules', '.prerender');
const BROWSER_CONDITIONS = ['browser', 'module', 'import', 'default'];

const started = performance.now();
await build({
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  // The browser's export conditions: the router then renders with its client code paths (no scroll-restoration
  // script, the same Suspense boundaries), so the markup is what hydrateRoot expects.
  resolve: { conditions: BROWSER_CONDITIONS },
  ssr: { noExternal: true, target: 'node', resolve: { conditions: BROWSER_CONDITIONS, externalConditions: [] } },
  build: {
    ssr: 'src/prerender/render-page.tsx',
    outDir: bundleDir,
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'render-page.mjs', codeSplitting: true } },
  },
});

// The router's browser build names the global scope `self` (it keeps its instance there for devtools).
globalThis.self ??= globalThis;
const {
  renderPage,
  APP_START_SCRIPT,
  LOCALES,
  PRERENDERED_PATHS,
  PRERENDERED_PAGES_DIR,
  prerenderedPageFile,
  textDirection,
} = await import(pathToFileURL(join(bundleDir, 'render-page.mjs')).href);
const template = startAppAfterFirstPaint(await readFile(join(dist, 'index.html'), 'utf8'));
const HTML_TAG = '<html lang="en" dir="ltr">';
// From the root element's opening tag to the last </div> before <noscript>: the boot loader the app replaces.
const ROOT_ELEMENT = /<div id="root">[\s\S]*<\/div>(?=\s*<noscript>)/;
if (!template.includes(HTML_TAG) || !ROOT_ELEMENT.test(template)) {
  throw new Error(`dist/index.html must hold ${HTML_TAG} and <div id="root">…</div> before <noscript>`);
}

/**
 * A prerendered page paints from its HTML and style sheet alone: its module script and preloads give way to the app
 * start script (@kinwell/contracts), which fetches them once the page has painted (docs/decisions/017).
 */
function startAppAfterFirstPaint(html) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
  const preload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const entryFile = html.match(entry)?.[1];
  if (!entryFile) throw new Error('dist/index.html must hold one module script (the app entry)');
  const preloads = [...html.matchAll(preload)].map((match) => match[1]);
  const start = `<script data-entry="${entryFile}" data-preload="${preloads.join(' ')}">${APP_START_SCRIPT}</script>`;
  return html.replace(preload, '').replace(entry, () => `${start}\n`);
}

await rm(join(dist, PRERENDERED_PAGES_DIR), { recursive: true, force: true });
let count = 0;
for (const locale of LOCALES) {
  for (const path of PRERENDERED_PATHS) {
    const markup = await renderPage(path, locale);
    const page = template
      .replace(HTML_TAG, `<html lang="${locale}" dir="${textDirection(locale)}">`)
      .replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="${locale}">${markup}</div>`);
    const file = join(dist, prerenderedPageFile(path, locale));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page);
    count++;
  }
}
console.log(`prerendered ${count} pages in ${Math.round(performance.now() - started)} ms`);
// The app's modules keep timers of a browser visit (query caches, polling): nothing is left to do.
process.exit(0);
