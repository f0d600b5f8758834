// Writes src/routeTree.gen.ts (not committed) so `tsc` can check the routes without a Vite build. It runs the very
// generator the Vite plugin runs, with the same tsr.config.json: one version of it in the lockfile, and no CLI.
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = fileURLToPath(new URL('..', import.meta.url));
await new Generator({ config: getConfig({}, root), root }).run();
