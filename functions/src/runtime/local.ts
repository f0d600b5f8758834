/**
 * The local composition root: the same handlers as in AWS, on embedded adapters (PGlite, a folder of
 * objects, a mailbox). The local runtime calls this once at start.
 */
import { join } from 'node:path';
import { FolderObjectStore, Mailbox, PgliteDatabase } from '@kinwell/adapters-local';
import { type Clock, CompanyDirectory, systemClock } from '@kinwell/core';
import { migrate, migrations, SqlThemeEventsRepository } from '@kinwell/database';
import { createCompanyHandler } from '../company/app';
import { createEventsHandler } from '../events/app';
import type { ApiHandler } from '../http/types';

export interface LocalRuntimeConfig {
  dataDir: string;
  clock?: Clock;
}

export interface LocalDeps {
  db: PgliteDatabase;
  objects: FolderObjectStore;
  mailbox: Mailbox;
  companies: CompanyDirectory;
  clock: Clock;
  /** Handlers per endpoint group, keyed as in the contracts' `group`. */
  handlers: { company: ApiHandler; events: ApiHandler };
  close(): Promise<void>;
}

export const localPaths = (dataDir: string) => ({
  database: join(dataDir, 'pg'),
  objects: join(dataDir, 'objects'),
  mailbox: join(dataDir, 'mail'),
});

export async function createLocalDeps(config: LocalRuntimeConfig): Promise<LocalDeps> {
  const clock = config.clock ?? systemClock;
  const paths = localPaths(config.dataDir);
  const db = await PgliteDatabase.open({ dataDir: paths.database });
  await migrate(db, migrations);
  const objects = new FolderObjectStore(paths.objects);
  const mailbox = new Mailbox(paths.mailbox, () => clock.now());
  const companies = new CompanyDirectory(objects, () => clock.now());
  const themeEvents = new SqlThemeEventsRepository(db);
  return {
    db,
    objects,
    mailbox,
    companies,
    clock,
    handlers: {
      company: createCompanyHandler({ companies }),
      events: createEventsHandler({ themeEvents, clock }),
    },
    close: () => db.close(),
  };
}
