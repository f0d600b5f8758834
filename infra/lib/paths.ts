import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root (where pnpm-lock.yaml lives): NodejsFunction bundles from here. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const lockFile = join(repoRoot, 'pnpm-lock.yaml');

/** The Lambda entry of a folder under functions/src (an endpoint group, or `migrations`): its handler.ts, or `file`. */
export const functionEntry = (folder: string, file = 'handler.ts') => join(repoRoot, 'functions', 'src', folder, file);

/** Where `pnpm --filter @kinwell/frontend build` writes the SPA. */
export const frontendDist = join(repoRoot, 'frontend', 'dist');
