import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  type DeleteObjectCommandInput,
  type DeleteObjectCommandOutput,
  GetObjectCommand,
  type GetObjectCommandInput,
  type GetObjectCommandOutput,
  ListObjectsV2Command,
  type ListObjectsV2CommandInput,
  type ListObjectsV2CommandOutput,
  NoSuchBucket,
  NoSuchKey,
  PutObjectCommand,
  type PutObjectCommandInput,
  type PutObjectCommandOutput,
  type S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { sdkStreamMixin } from '@smithy/core/serde';
import { type AwsClientStub, mockClient } from 'aws-sdk-client-mock';

interface FakeObject {
  body: Uint8Array;
  etag: string;
  contentType: string;
  cacheControl: string | undefined;
  lastModified: Date;
}

export interface S3FakeOptions {
  /** Buckets that exist; any other answers NoSuchBucket, as a misconfigured bucket name would. */
  buckets: readonly string[];
  /** Most keys one ListObjectsV2 page answers (S3: 1000). Lower it to make callers page. */
  pageSize?: number;
}

const S3_PAGE_SIZE = 1000;

const metadata = (httpStatusCode: number) => ({
  httpStatusCode,
  requestId: randomUUID(),
  attempts: 1,
  totalRetryDelay: 0,
});

/** An error as the SDK builds it from an S3 error answer that has no modelled class (412, 409, 501). */
const serviceError = (name: string, httpStatusCode: number, message: string) =>
  new S3ServiceException({
    name,
    $fault: httpStatusCode >= 500 ? 'server' : 'client',
    $metadata: metadata(httpStatusCode),
    message,
  });

const preconditionFailed = () =>
  serviceError('PreconditionFailed', 412, 'At least one of the pre-conditions you specified did not hold');
const noSuchKey = () => new NoSuchKey({ $metadata: metadata(404), message: 'The specified key does not exist.' });

// S3 keeps Last-Modified to the second.
const wholeSeconds = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

/**
 * An in-memory S3 for tests, answering in the SDK's shapes: quoted MD5 ETags, If-None-Match '*' and If-Match
 * (412 PreconditionFailed; 404 NoSuchKey when If-Match names a missing object, as S3 does), NoSuchKey and
 * NoSuchBucket errors, ListObjectsV2 pages with continuation tokens. Each request checks and writes in one
 * synchronous step, as S3 applies one request at a time per key. Bodies must be buffered (string or bytes):
 * a stream body is refused, so code that relies on it fails here rather than under WHEN_REQUIRED checksums.
 */
export class S3Fake {
  private readonly buckets = new Map<string, Map<string, FakeObject>>();
  private readonly pageSize: number;

  constructor(options: S3FakeOptions) {
    for (const bucket of options.buckets) this.buckets.set(bucket, new Map());
    this.pageSize = options.pageSize ?? S3_PAGE_SIZE;
  }

  /** Answers the client's GetObject, PutObject, DeleteObject and ListObjectsV2 from this fake. */
  install(client: S3Client): AwsClientStub<S3Client> {
    const mock = mockClient(client);
    mock.onAnyCommand().callsFake(async (input: unknown) => {
      throw new Error(`S3Fake does not implement this command (input: ${JSON.stringify(input)})`);
    });
    mock.on(GetObjectCommand).callsFake((input: GetObjectCommandInput) => this.getObject(input));
    mock.on(PutObjectCommand).callsFake((input: PutObjectCommandInput) => this.putObject(input));
    mock.on(DeleteObjectCommand).callsFake((input: DeleteObjectCommandInput) => this.deleteObject(input));
    mock.on(ListObjectsV2Command).callsFake((input: ListObjectsV2CommandInput) => this.listObjectsV2(input));
    return mock;
  }

  async getObject(input: GetObjectCommandInput): Promise<GetObjectCommandOutput> {
    const found = this.bucket(input.Bucket).get(this.key(input.Key));
    if (!found) throw noSuchKey();
    if (input.IfMatch || input.IfNoneMatch || input.Range) {
      throw serviceError('NotImplemented', 501, 'S3Fake does not implement conditional or ranged GetObject');
    }
    return {
      $metadata: metadata(200),
      Body: sdkStreamMixin(Readable.from([Buffer.from(found.body)])),
      ETag: found.etag,
      ContentType: found.contentType,
      ...(found.cacheControl ? { CacheControl: found.cacheControl } : {}),
      ContentLength: found.body.byteLength,
      LastModified: found.lastModified,
    };
  }

  async putObject(input: PutObjectCommandInput): Promise<PutObjectCommandOutput> {
    const objects = this.bucket(input.Bucket);
    const key = this.key(input.Key);
    const body = bytesOf(input.Body);
    const current = objects.get(key);
    if (input.IfNoneMatch !== undefined) {
      if (input.IfNoneMatch !== '*') throw serviceError('NotImplemented', 501, "If-None-Match accepts only '*'");
      if (current) throw preconditionFailed();
    }
    if (input.IfMatch !== undefined) {
      if (!current) throw noSuchKey();
      if (current.etag !== input.IfMatch) throw preconditionFailed();
    }
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    objects.set(key, {
      body,
      etag,
      contentType: input.ContentType ?? 'binary/octet-stream',
      cacheControl: input.CacheControl,
      lastModified: wholeSeconds(new Date()),
    });
    return { $metadata: metadata(200), ETag: etag };
  }

  async deleteObject(input: DeleteObjectCommandInput): Promise<DeleteObjectCommandOutput> {
    const objects = this.bucket(input.Bucket);
    const key = this.key(input.Key);
    if (input.IfMatch !== undefined) {
      const current = objects.get(key);
      if (!current) throw noSuchKey();
      if (input.IfMatch !== '*' && current.etag !== input.IfMatch) throw preconditionFailed();
    }
    objects.delete(key);
    return { $metadata: metadata(204) };
  }

  async listObjectsV2(input: ListObjectsV2CommandInput): Promise<ListObjectsV2CommandOutput> {
    const objects = this.bucket(input.Bucket);
    const prefix = input.Prefix ?? '';
    const maxKeys = Math.min(input.MaxKeys ?? S3_PAGE_SIZE, this.pageSize);
    const after = input.ContinuationToken
      ? Buffer.from(input.ContinuationToken, 'base64url').toString('utf8')
      : (input.StartAfter ?? '');
    // S3 orders keys by their UTF-8 bytes.
    const matching = [...objects.entries()]
      .filter(([key]) => key.startsWith(prefix) && Buffer.compare(Buffer.from(key), Buffer.from(after)) > 0)
      .sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    const page = matching.slice(0, maxKeys);
    const truncated = matching.length > page.length;
    const last = page.at(-1)?.[0];
    return {
      $metadata: metadata(200),
      Name: input.Bucket,
      Prefix: prefix,
      MaxKeys: maxKeys,
      KeyCount: page.length,
      IsTruncated: truncated,
      ...(input.ContinuationToken ? { ContinuationToken: input.ContinuationToken } : {}),
      ...(truncated && last ? { NextContinuationToken: Buffer.from(last).toString('base64url') } : {}),
      // S3 leaves Contents out of an empty page.
      ...(page.length > 0
        ? {
            Contents: page.map(([key, found]) => ({
              Key: key,
              ETag: found.etag,
              Size: found.body.byteLength,
              LastModified: found.lastModified,
              StorageClass: 'STANDARD' as const,
            })),
          }
        : {}),
    };
  }

  private bucket(name: string | undefined): Map<string, FakeObject> {
    const objects = name === undefined ? undefined : this.buckets.get(name);
    if (!objects) {
      throw new NoSuchBucket({ $metadata: metadata(404), message: 'The specified bucket does not exist' });
    }
    return objects;
  }

  private key(key: string | undefined): string {
    if (!key) throw serviceError('InvalidRequest', 400, 'A key is required');
    return key;
  }
}

function bytesOf(body: PutObjectCommandInput['Body']): Uint8Array {
  if (body === undefined) return new Uint8Array();
  if (typeof body === 'string') return new TextEncoder().encode(body);
  // A copy, so the caller reusing its buffer cannot change what is stored.
  if (body instanceof Uint8Array) return new Uint8Array(body);
  throw new Error('S3Fake accepts only buffered bodies (string or Uint8Array); streams need checksums and a length');
}
