import type { SqlDatabase } from '@kinwell/core';

/** One schema change. Statements run one by one (the RDS Data API takes a single statement a call). */
export interface Migration {
  name: string;
  statements: readonly string[];
}

// An arbitrary constant: every migrator takes this lock, so two deploys never migrate at once.
const MIGRATION_LOCK_ID = 724_116_001;

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction, in order.
 * The same function runs on the local runtime's start and in the deploy-time migration function.
 */
export async function migrate(db: SqlDatabase, migrations: readonly Migration[]): Promise<string[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name TEXT PRIMARY KEY,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(:lock)', { lock: MIGRATION_LOCK_ID });
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE name = :name', { name: migration.name });
      if (seen.rows.length > 0) return false;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES (:name)', { name: migration.name });
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}
