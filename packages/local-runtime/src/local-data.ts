import type { RouteContract } from '@kinwell/contracts';
import type { Clock } from '@kinwell/core';
import type { ApiHandler } from '@kinwell/functions/http';
import { createLocalDeps, type LocalDeps } from '@kinwell/functions/runtime/local';
import type { LocalServerConfig } from './config';
import { lockDataDir } from './data-dir-lock';
import { createDevHandler } from './dev/dev-handler';
import { seedDemoData } from './seed';
import { seedDemoExperts } from './seed-experts';
import { publishLocalLibrary } from './self-care-content';

export interface LocalData {
  deps: LocalDeps;
  /** Every endpoint group's handler, the local-only `dev` group included. */
  handlers: Record<RouteContract['group'], ApiHandler>;
  /** Closes the database, then lets another process own the data directory. */
  close(): Promise<void>;
}

/**
 * Opens a data directory as the local runtime uses it: owned by this process alone, the embedded adapters on it,
 * the demo company on its first use, the self-care library published. The server and `npm run invoke` start here.
 */
export async function openLocalData(
  config: Pick<LocalServerConfig, 'dataDir' | 'seedDemo' | 'selfCareLibraryDir' | 'coachModel' | 'logLevel'>,
  options: { clock?: Clock | undefined; publicUrl: () => string },
): Promise<LocalData> {
  const lock = await lockDataDir(config.dataDir);
  let deps: LocalDeps | undefined;
  try {
    deps = await createLocalDeps({
      dataDir: config.dataDir,
      publicUrl: options.publicUrl,
      coachModel: config.coachModel,
      logLevel: config.logLevel,
      ...(options.clock ? { clock: options.clock } : {}),
    });
    if (config.seedDemo) {
      await seedDemoData(config.dataDir, deps.companies);
      await seedDemoExperts(config.dataDir, { store: deps.bookings, accounts: deps.identity });
    }
    if (config.selfCareLibraryDir) {
      const library = await publishLocalLibrary(config.selfCareLibraryDir, deps.objects);
      for (const { themeId, problems } of library.broken) {
        console.warn(
          `Self-care theme ${themeId} left out (${problems.length} problems, first: ${problems[0]}): run \`npm run content -- validate ${themeId}\``,
        );
      }
    }
  } catch (error) {
    await deps?.close();
    await lock.release();
    throw error;
  }
  const opened = deps;
  return {
    deps: opened,
    handlers: { ...opened.handlers, dev: createDevHandler(opened.mailbox) },
    close: async () => {
      await opened.close();
      await lock.release();
    },
  };
}
