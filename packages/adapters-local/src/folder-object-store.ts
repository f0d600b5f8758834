import { createHash, randomUUID } from 'node:crypto';
import type { Stats } from 'node:fs';
import { type FileHandle, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import {
  type ObjectStore,
  type ObjectSummary,
  PreconditionFailedError,
  type PutObjectOptions,
  type StoredObject,
} from '@kinwell/core';

const META_SUFFIX = '.meta.json';
const LOCK_SUFFIX = '.lock';
const TMP_SUFFIX = '.tmp';
const STALE_LOCK_MS = 10_000;

interface Sidecar {
  contentType: string;
  cacheControl?: string;
}

export interface FolderObjectStoreOptions {
  /**
   * Keep what `get` read in memory and answer it again, without touching the disk, for up to this many
   * milliseconds; after that one `stat` tells whether the file changed (every write lands as a new file, by
   * rename). Writes through this store show at once; writes by another process (the company CLI while the
   * server runs) show within this time. Absent or 0: every `get` reads the disk.
   */
  cacheMs?: number;
  /** At most this many keys are kept (found or missing); the least recently read go first. Default 1000. */
  cacheEntries?: number;
  /** The clock of the cache (tests move it). */
  now?: () => number;
}

/** A read kept in memory: the object (undefined when missing) and which file it came from. */
interface CachedRead {
  object: StoredObject | undefined;
  /** The file's identity when read (inode, size, times); '' when it was missing. */
  version: string;
  checkedAt: number;
  /** A revalidation under way, which reads of the same key arriving meanwhile wait for. */
  checking?: Promise<StoredObject | undefined>;
}

const etagOf = (body: Uint8Array) => `"${createHash('md5').update(body).digest('hex')}"`;
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
const isExisting = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const versionOf = (info: Stats) => `${info.ino}:${info.size}:${info.mtimeMs}:${info.ctimeMs}`;
/** Callers own what they get: a body or date changed by one must not change the next one's. */
const copyOf = (object: StoredObject | undefined): StoredObject | undefined =>
  object && { ...object, body: object.body.slice(), lastModified: new Date(object.lastModified) };

/**
 * The objects port on a folder, with S3's semantics: MD5 ETags, create-only and match-ETag writes. Every
 * write holds a per-key lock file (created exclusively), so the conditions hold across processes too:
 * the company CLI may write while the local server runs. Bodies land by rename, so a reader never sees
 * half a file.
 */
export class FolderObjectStore implements ObjectStore {
  private readonly cacheMs: number;
  private readonly cacheEntries: number;
  private readonly now: () => number;
  private readonly cache = new Map<string, CachedRead>();
  /** Bumped by every write through this store: a read that overlapped one must not be kept. */
  private writes = 0;

  constructor(
    private readonly root: string,
    options: FolderObjectStoreOptions = {},
  ) {
    this.cacheMs = options.cacheMs ?? 0;
    this.cacheEntries = options.cacheEntries ?? 1000;
    this.now = options.now ?? Date.now;
  }

  private pathOf(key: string): string {
    if (
      !key ||
      key.startsWith('/') ||
      key.split('/').some((part) => part === '' || part === '.' || part === '..') ||
      [META_SUFFIX, LOCK_SUFFIX, TMP_SUFFIX].some((suffix) => key.endsWith(suffix))
    ) {
      throw new Error(`Invalid object key: ${key}`);
    }
    return join(this.root, ...key.split('/'));
  }

  async get(key: string): Promise<StoredObject | undefined> {
    if (this.cacheMs <= 0) return (await this.read(key, this.pathOf(key))).object;
    const cached = this.cache.get(key);
    // A key is kept only once `pathOf` has accepted it.
    if (!cached) return copyOf(await this.readAndKeep(key, this.pathOf(key)));
    // Most recently read last: the first key of the map is the one to drop.
    this.cache.delete(key);
    this.cache.set(key, cached);
    const age = this.now() - cached.checkedAt;
    // A clock set back makes the age negative: check rather than trust the entry for that long.
    if (age >= 0 && age < this.cacheMs) return copyOf(cached.object);
    cached.checking ??= this.revalidate(key, this.pathOf(key), cached).finally(() => {
      cached.checking = undefined;
    });
    return copyOf(await cached.checking);
  }

  /** One stat: the kept object while the file is the one it came from, else a new read. */
  private async revalidate(key: string, path: string, cached: CachedRead): Promise<StoredObject | undefined> {
    const writes = this.writes;
    const checkedAt = this.now();
    let version = '';
    try {
      version = versionOf(await stat(path));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    if (version !== cached.version || writes !== this.writes) return this.readAndKeep(key, path);
    cached.checkedAt = checkedAt;
    return cached.object;
  }

  private async readAndKeep(key: string, path: string): Promise<StoredObject | undefined> {
    const writes = this.writes;
    const checkedAt = this.now();
    const read = await this.read(key, path);
    // A write through this store while reading: the next read looks again rather than keep this one.
    if (writes !== this.writes) {
      this.cache.delete(key);
      return read.object;
    }
    this.cache.delete(key);
    this.cache.set(key, { object: read.object, version: read.version, checkedAt });
    if (this.cache.size > this.cacheEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return read.object;
  }

  /** Reads the object through one open file, so its version (stat) and body belong to the same file. */
  private async read(key: string, path: string): Promise<{ object: StoredObject | undefined; version: string }> {
    let handle: FileHandle;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      if (isMissing(error)) return { object: undefined, version: '' };
      throw error;
    }
    try {
      const [info, body, sidecar] = await Promise.all([handle.stat(), handle.readFile(), this.readSidecar(path)]);
      return {
        object: {
          key,
          body: new Uint8Array(body),
          etag: etagOf(body),
          contentType: sidecar.contentType,
          ...(sidecar.cacheControl ? { cacheControl: sidecar.cacheControl } : {}),
          lastModified: info.mtime,
        },
        version: versionOf(info),
      };
    } finally {
      await handle.close();
    }
  }

  async put(key: string, body: Uint8Array | string, options: PutObjectOptions = {}): Promise<{ etag: string }> {
    const path = this.pathOf(key);
    const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
    await mkdir(dirname(path), { recursive: true });
    return this.withLock(path, async () => {
      // Also when a condition fails: that proves a remembered copy stale, and a retry must read the disk.
      try {
        await this.checkConditions(path, options);
        const sidecar: Sidecar = {
          contentType: options.contentType ?? 'application/octet-stream',
          ...(options.cacheControl ? { cacheControl: options.cacheControl } : {}),
        };
        await this.atomicWrite(`${path}${META_SUFFIX}`, JSON.stringify(sidecar));
        await this.atomicWrite(path, bytes);
      } finally {
        this.forget(key);
      }
      return { etag: etagOf(bytes) };
    });
  }

  async delete(key: string, options: { ifMatch?: string } = {}): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await this.withLock(path, async () => {
      try {
        if (options.ifMatch) await this.checkConditions(path, { ifMatch: options.ifMatch });
        await rm(path, { force: true });
        await rm(`${path}${META_SUFFIX}`, { force: true });
      } finally {
        this.forget(key);
      }
    });
  }

  async list(prefix: string): Promise<ObjectSummary[]> {
    const summaries: ObjectSummary[] = [];
    const walk = async (dir: string): Promise<void> => {
      let entries: import('node:fs').Dirent[];
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          await walk(path);
          continue;
        }
        if ([META_SUFFIX, LOCK_SUFFIX, TMP_SUFFIX].some((suffix) => entry.name.endsWith(suffix))) continue;
        const key = relative(this.root, path).split(sep).join('/');
        if (!key.startsWith(prefix)) continue;
        try {
          const [body, info] = await Promise.all([readFile(path), stat(path)]);
          summaries.push({ key, etag: etagOf(body), size: info.size, lastModified: info.mtime });
        } catch (error) {
          if (!isMissing(error)) throw error; // deleted while listing
        }
      }
    };
    // Walk only the folder the prefix names, not the whole store.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    await walk(folder ? join(this.root, ...folder.split('/')) : this.root);
    return summaries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  /** A write through this store: its next read looks at the disk, and reads under way are not kept. */
  private forget(key: string): void {
    this.writes++;
    this.cache.delete(key);
  }

  private async checkConditions(path: string, options: PutObjectOptions): Promise<void> {
    if (!options.ifMatch && !options.ifNoneMatch) return;
    let current: string | undefined;
    try {
      current = etagOf(await readFile(path));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    if (options.ifNoneMatch === '*' && current !== undefined) throw new PreconditionFailedError();
    if (options.ifMatch && options.ifMatch !== '*' && current !== options.ifMatch) throw new PreconditionFailedError();
    if (options.ifMatch === '*' && current === undefined) throw new PreconditionFailedError();
  }

  private async readSidecar(path: string): Promise<Sidecar> {
    try {
      return JSON.parse(await readFile(`${path}${META_SUFFIX}`, 'utf8')) as Sidecar;
    } catch (error) {
      if (isMissing(error)) return { contentType: 'application/octet-stream' };
      throw error;
    }
  }

  private async atomicWrite(path: string, data: Uint8Array | string): Promise<void> {
    const tmp = `${path}.${randomUUID()}${TMP_SUFFIX}`;
    await writeFile(tmp, data);
    await rename(tmp, path);
  }

  private async withLock<T>(path: string, work: () => Promise<T>): Promise<T> {
    const lock = `${path}${LOCK_SUFFIX}`;
    for (let attempt = 0; ; attempt++) {
      try {
        const handle = await open(lock, 'wx');
        await handle.close();
        break;
      } catch (error) {
        if (!isExisting(error)) throw error;
        // A lock left by a crashed process must not block the key forever.
        const info = await stat(lock).catch(() => undefined);
        if (info && Date.now() - info.mtimeMs > STALE_LOCK_MS) await rm(lock, { force: true });
        await sleep(Math.min(2 + attempt, 25));
      }
    }
    try {
      return await work();
    } finally {
      await rm(lock, { force: true });
    }
  }
}
