import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import {
  type ObjectStore,
  type ObjectSummary,
  PreconditionFailedError,
  type PutObjectOptions,
  type StoredObject,
} from '@kinwell/core';

export interface S3ObjectStoreOptions {
  client: S3Client;
  bucket: string;
}

// S3 itself would store 'binary/octet-stream'; the folder store says 'application/octet-stream'. Sending
// it explicitly makes both runtimes answer the same.
const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
const encoder = new TextEncoder();

const errorName = (error: unknown) => (error instanceof Error ? error.name : undefined);
const httpStatus = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;

/**
 * Whether S3 refused a conditional request: 412 when the condition does not hold, 409 when a concurrent
 * write to the key raced it, and 404 NoSuchKey when If-Match names an object that is no longer there.
 * A 404 for a missing bucket is a configuration error and stays one.
 */
function conditionFailed(error: unknown, conditional: boolean): boolean {
  const name = errorName(error);
  if (name === 'PreconditionFailed' || httpStatus(error) === 412) return true;
  if (name === 'ConditionalRequestConflict') return true;
  return conditional && name === 'NoSuchKey';
}

const preconditionFailed = (cause: unknown) => Object.assign(new PreconditionFailedError(), { cause });

function requireEtag(etag: string | undefined, operation: string, key: string): string {
  if (!etag) throw new Error(`S3 ${operation} of ${key} answered no ETag`);
  return etag;
}

/**
 * The objects port on S3. Conditional writes are S3's own (If-None-Match / If-Match), so they hold across
 * every Lambda at once. Bodies are sent buffered, never as streams, so the request works whatever the
 * client's checksum setting (`requestChecksumCalculation: 'WHEN_REQUIRED'` included).
 */
export class S3ObjectStore implements ObjectStore {
  constructor(readonly options: S3ObjectStoreOptions) {}

  async get(key: string): Promise<StoredObject | undefined> {
    const { client, bucket } = this.options;
    let output: GetObjectCommandOutput;
    try {
      output = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      if (errorName(error) === 'NoSuchKey') return undefined;
      throw error;
    }
    if (!output.Body) throw new Error(`S3 GetObject of ${key} answered no body`);
    return {
      key,
      body: await output.Body.transformToByteArray(),
      etag: requireEtag(output.ETag, 'GetObject', key),
      contentType: output.ContentType ?? DEFAULT_CONTENT_TYPE,
      ...(output.CacheControl ? { cacheControl: output.CacheControl } : {}),
      lastModified: output.LastModified ?? new Date(0),
    };
  }

  async put(key: string, body: Uint8Array | string, options: PutObjectOptions = {}): Promise<{ etag: string }> {
    const { client, bucket } = this.options;
    try {
      const output = await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: typeof body === 'string' ? encoder.encode(body) : body,
          ContentType: options.contentType ?? DEFAULT_CONTENT_TYPE,
          ...(options.cacheControl ? { CacheControl: options.cacheControl } : {}),
          ...(options.ifMatch ? { IfMatch: options.ifMatch } : {}),
          ...(options.ifNoneMatch ? { IfNoneMatch: options.ifNoneMatch } : {}),
        }),
      );
      return { etag: requireEtag(output.ETag, 'PutObject', key) };
    } catch (error) {
      if (conditionFailed(error, Boolean(options.ifMatch))) throw preconditionFailed(error);
      throw error;
    }
  }

  async delete(key: string, options: { ifMatch?: string } = {}): Promise<void> {
    const { client, bucket } = this.options;
    try {
      await client.send(
        new DeleteObjectCommand({ Bucket: bucket, Key: key, ...(options.ifMatch ? { IfMatch: options.ifMatch } : {}) }),
      );
    } catch (error) {
      if (conditionFailed(error, Boolean(options.ifMatch))) throw preconditionFailed(error);
      throw error;
    }
  }

  async list(prefix: string): Promise<ObjectSummary[]> {
    const { client, bucket } = this.options;
    const summaries: ObjectSummary[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: prefix,
          ...(continuationToken ? { ContinuationToken: continuationToken } : {}),
        }),
      );
      for (const item of page.Contents ?? []) {
        if (!item.Key) continue;
        summaries.push({
          key: item.Key,
          etag: requireEtag(item.ETag, 'ListObjectsV2', item.Key),
          size: item.Size ?? 0,
          lastModified: item.LastModified ?? new Date(0),
        });
      }
      if (page.IsTruncated && !page.NextContinuationToken) {
        throw new Error(`S3 ListObjectsV2 of ${prefix} was truncated without a continuation token`);
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
    // S3 already answers in key order; sorting again keeps the port's promise whatever the page boundaries.
    return summaries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
}
