import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One process owns a data directory: two PGlite writers on one folder silently lose data. The lock file
 * holds the owner's pid; a lock whose process is gone is taken over.
 */
// Locks this process holds: a second server in the same process must be refused as well.
const held = new Set<string>();

export async function lockDataDir(dataDir: string): Promise<{ release(): Promise<void> }> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, 'server.lock');
  if (held.has(path)) throw new Error(`Another Kinwell server in this process is using ${dataDir}.`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      held.add(path);
      return {
        release: async () => {
          held.delete(path);
          await rm(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `Another Kinwell server (pid ${owner}) is using ${dataDir}. Stop it, or set KINWELL_DATA_DIR to another folder.`,
        );
      }
      await rm(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
