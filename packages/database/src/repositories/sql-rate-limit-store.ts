import type { RateLimitStore, SqlExecutor } from '@kinwell/core';

// Hits older than the longest window are useless; they are pruned now and then as hits are recorded.
const KEEP_MS = 24 * 3_600_000;
const PRUNE_EVERY = 200;

export class SqlRateLimitStore implements RateLimitStore {
  private recorded = 0;

  constructor(private readonly db: SqlExecutor) {}

  async count(bucket: string, since: Date): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM rate_limit_hits WHERE bucket = :bucket AND hit_at >= :since',
      { bucket, since },
    );
    return rows[0]?.n ?? 0;
  }

  async record(bucket: string, at: Date): Promise<void> {
    await this.db.query('INSERT INTO rate_limit_hits (bucket, hit_at) VALUES (:bucket, :at)', { bucket, at });
    if (++this.recorded % PRUNE_EVERY === 0) {
      await this.db.query('DELETE FROM rate_limit_hits WHERE hit_at < :before', {
        before: new Date(at.getTime() - KEEP_MS),
      });
    }
  }

  async clear(bucket: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limit_hits WHERE bucket = :bucket', { bucket });
  }
}
