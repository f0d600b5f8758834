import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
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
}

const etagOf = (body: Uint8Array) => `"${createHash('md5').update(body).digest('hex')}"`;
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
const isExisting = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The objects port on a folder, with S3's semantics: MD5 ETags, create-only and match-ETag writes. Every
 * write holds a per-key lock file (created exclusively), so the conditions hold across processes too:
 * the company CLI may write while the local server runs. Bodies land by rename, so a reader never sees
 * half a file.
 */
export class FolderObjectStore implements ObjectStore {
  constructor(private readonly root: string) {}

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
    const path = this.pathOf(key);
    try {
      const [body, info, sidecar] = await Promise.all([readFile(path), stat(path), this.readSidecar(path)]);
      return {
        key,
        body: new Uint8Array(body),
        etag: etagOf(body),
        contentType: sidecar.contentType,
        lastModified: info.mtime,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async put(key: string, body: Uint8Array | string, options: PutObjectOptions = {}): Promise<{ etag: string }> {
    const path = this.pathOf(key);
    const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
    await mkdir(dirname(path), { recursive: true });
    return this.withLock(path, async () => {
      await this.checkConditions(path, options);
      const sidecar: Sidecar = { contentType: options.contentType ?? 'application/octet-stream' };
      await this.atomicWrite(`${path}${META_SUFFIX}`, JSON.stringify(sidecar));
      await this.atomicWrite(path, bytes);
      return { etag: etagOf(bytes) };
    });
  }

  async delete(key: string, options: { ifMatch?: string } = {}): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await this.withLock(path, async () => {
      if (options.ifMatch) await this.checkConditions(path, { ifMatch: options.ifMatch });
      await rm(path, { force: true });
      await rm(`${path}${META_SUFFIX}`, { force: true });
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
