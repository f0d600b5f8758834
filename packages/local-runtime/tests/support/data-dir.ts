import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

/** A fresh data directory: a copy of the migrated template the global setup made (no initdb per test). */
export async function copyTemplate(prefix = 'kinwell-test-'): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  await cp(inject('dataDirTemplate'), dataDir, { recursive: true });
  return dataDir;
}
