import type { S3Client } from '@aws-sdk/client-s3';
import type { ObjectStore, ObjectSummary, PutObjectOptions, StoredObject } from '@kinwell/core';

export interface S3ObjectStoreOptions {
  client: S3Client;
  bucket: string;
}

// PLACEHOLDER: being written (with its contract suite) in a parallel change.
export class S3ObjectStore implements ObjectStore {
  constructor(readonly options: S3ObjectStoreOptions) {}
  get(_key: string): Promise<StoredObject | undefined> {
    throw new Error('not yet');
  }
  put(_key: string, _body: Uint8Array | string, _options?: PutObjectOptions): Promise<{ etag: string }> {
    throw new Error('not yet');
  }
  delete(_key: string): Promise<void> {
    throw new Error('not yet');
  }
  list(_prefix: string): Promise<ObjectSummary[]> {
    throw new Error('not yet');
  }
}
