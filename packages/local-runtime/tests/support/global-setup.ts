import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalDeps } from '@kinwell/functions/runtime/local';
import type { TestProject } from 'vitest/node';
import { seedDemoExperts } from '../../src/seed-experts';

/**
 * A fresh PGlite runs initdb (seconds); a migrated data directory made once here (with the demo experts) is copied
 * by each test server instead (tests/support/test-server.ts).
 */
export default async function setup(project: TestProject) {
  const template = await mkdtemp(join(tmpdir(), 'kinwell-template-'));
  const deps = await createLocalDeps({ dataDir: template });
  // The demo experts' accounts cost a password hash each: made once here, with their marker, not per test server.
  await seedDemoExperts(template, { store: deps.bookings, accounts: deps.identity });
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
