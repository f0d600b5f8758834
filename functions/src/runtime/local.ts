/**
 * The local composition root: the same handlers as in AWS, on embedded adapters (PGlite, a folder of
 * objects, a mailbox, the local identity provider). The local runtime calls this once at start.
 */
import { join } from 'node:path';
import {
  FolderObjectStore,
  LocalIdentity,
  localIdentityMigrations,
  Mailbox,
  PgliteDatabase,
} from '@kinwell/adapters-local';
import { type Clock, CompanyDirectory, RateLimiter, systemClock } from '@kinwell/core';
import { migrate, migrations, SqlRateLimitStore, SqlThemeEventsRepository } from '@kinwell/database';
import { createAuthHandler } from '../auth/app';
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
  identity: LocalIdentity;
  clock: Clock;
  /** Handlers per endpoint group, keyed as in the contracts' `group`. */
  handlers: { auth: ApiHandler; company: ApiHandler; events: ApiHandler };
  close(): Promise<void>;
}

export const localPaths = (dataDir: string) => ({
  database: join(dataDir, 'pg'),
  objects: join(dataDir, 'objects'),
  mailbox: join(dataDir, 'mail'),
});

const REFRESH_TTL_SECONDS = 30 * 24 * 3600;

export async function createLocalDeps(config: LocalRuntimeConfig): Promise<LocalDeps> {
  const clock = config.clock ?? systemClock;
  const now = () => clock.now();
  const paths = localPaths(config.dataDir);
  const db = await PgliteDatabase.open({ dataDir: paths.database });
  await migrate(db, [...migrations, ...localIdentityMigrations]);
  const objects = new FolderObjectStore(paths.objects);
  const mailbox = new Mailbox(paths.mailbox, now);
  const companies = new CompanyDirectory(objects, now);
  const identity = new LocalIdentity({
    db,
    mail: mailbox,
    clock,
    // The same rule the PreSignUp trigger applies in AWS.
    isEligible: async (email) => (await companies.eligibility(email)).eligible,
    refreshTokenTtlSeconds: REFRESH_TTL_SECONDS,
  });
  const verifyCaller = (token: string) => identity.verifyAccessToken(token);
  return {
    db,
    objects,
    mailbox,
    companies,
    identity,
    clock,
    handlers: {
      auth: createAuthHandler({
        identity,
        limiter: new RateLimiter(new SqlRateLimitStore(db), now),
        refreshTtlSeconds: REFRESH_TTL_SECONDS,
      }),
      company: createCompanyHandler({ companies }),
      events: createEventsHandler({ themeEvents: new SqlThemeEventsRepository(db), clock, verifyCaller }),
    },
    close: () => db.close(),
  };
}
