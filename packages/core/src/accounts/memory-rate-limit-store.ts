import type { RateLimitStore } from './rate-limits';

/** Rate-limit hits in memory, for core's unit tests (the runtimes count them in SQL). */
export class MemoryRateLimitStore implements RateLimitStore {
  hits = new Map<string, Date[]>();
  async count(bucket: string, since: Date) {
    return (this.hits.get(bucket) ?? []).filter((at) => at >= since).length;
  }
  async record(bucket: string, at: Date) {
    this.hits.set(bucket, [...(this.hits.get(bucket) ?? []), at]);
  }
  async clear(bucket: string) {
    this.hits.delete(bucket);
  }
}
