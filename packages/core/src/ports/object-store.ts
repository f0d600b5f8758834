/**
 * The objects port: a key/value store of documents with S3's semantics, conditional writes included.
 * `ifNoneMatch: '*'` creates only; `ifMatch: etag` replaces only the version read. A failed condition
 * throws PreconditionFailedError.
 */
export interface StoredObject {
  key: string;
  body: Uint8Array;
  etag: string;
  contentType: string;
  /** The Cache-Control it was stored with (served as is by the CDN and the local runtime), if any. */
  cacheControl?: string | undefined;
  lastModified: Date;
}

export interface ObjectSummary {
  key: string;
  etag: string;
  size: number;
  lastModified: Date;
}

export interface PutObjectOptions {
  contentType?: string;
  /** How long browsers and the CDN may keep the object when it is served publicly (the content store). */
  cacheControl?: string;
  ifMatch?: string;
  ifNoneMatch?: '*';
}

export interface ObjectStore {
  get(key: string): Promise<StoredObject | undefined>;
  put(key: string, body: Uint8Array | string, options?: PutObjectOptions): Promise<{ etag: string }>;
  /** Deletes the object; with `ifMatch`, only the version read. Deleting a missing key is not an error. */
  delete(key: string, options?: { ifMatch?: string }): Promise<void>;
  /** Every object whose key starts with `prefix`, in key order. */
  list(prefix: string): Promise<ObjectSummary[]>;
}
