import type { ObjectStore, PutObjectOptions, StoredObject } from '../ports/object-store';
import { PreconditionFailedError } from './errors';

/** The objects port in memory, conditional writes included, for core's tests (the adapters have their contract suite). */
export class MemoryObjectStore implements ObjectStore {
  readonly objects = new Map<string, StoredObject>();
  /** Every key written, in order: tests assert what a use case wrote, and what it did not. */
  readonly writes: string[] = [];

  async get(key: string) {
    return this.objects.get(key);
  }

  async put(key: string, body: Uint8Array | string, options: PutObjectOptions = {}) {
    const current = this.objects.get(key);
    if (options.ifNoneMatch === '*' && current) throw new PreconditionFailedError();
    if (options.ifMatch && current?.etag !== options.ifMatch) throw new PreconditionFailedError();
    const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
    const etag = `"${this.writes.length}"`;
    this.writes.push(key);
    this.objects.set(key, {
      key,
      body: bytes,
      etag,
      contentType: options.contentType ?? 'application/octet-stream',
      cacheControl: options.cacheControl,
      lastModified: new Date(),
    });
    return { etag };
  }

  async delete(key: string) {
    this.objects.delete(key);
  }

  async list(prefix: string) {
    return [...this.objects.values()]
      .filter((o) => o.key.startsWith(prefix))
      .sort((a, b) => (a.key < b.key ? -1 : 1))
      .map((o) => ({ key: o.key, etag: o.etag, size: o.body.length, lastModified: o.lastModified }));
  }
}
