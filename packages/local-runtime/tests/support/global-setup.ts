import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalDeps } from '@kinwell/functions/runtime/local';
import type { TestProject } from 'vitest/node';

/**
 * A fresh PGlite runs initdb (seconds); a migrated data directory made once here is copied by each test
 * server instead (tests/support/test-server.ts).
 */
export default async function setup(project: TestProject) {
  const template = await mkdtemp(join(tmpdir(), 'kinwell-template-'));
  const deps = await createLocalDeps({ dataDir: template });
  await deps.close();
  project.provide('dataDirTemplate', template);
  return async () => {
    await rm(template, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    dataDirTemplate: string;
  }
}
