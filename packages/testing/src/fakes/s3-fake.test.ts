import { Readable } from 'node:stream';
import { NoSuchKey, S3ServiceException } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { S3Fake } from './s3-fake';

const Bucket = 'bucket';

describe('S3Fake', () => {
  it('fails conditions with errors shaped as the SDK shapes them', async () => {
    const s3 = new S3Fake({ buckets: [Bucket] });
    const { ETag } = await s3.putObject({ Bucket, Key: 'a', Body: 'one' });

    expect(ETag).toBe('"f97c5d29941bfb1b2fdab0874906ab82"');
    const precondition = await s3
      .putObject({ Bucket, Key: 'a', Body: 'two', IfNoneMatch: '*' })
      .catch((e: unknown) => e);
    expect(precondition).toBeInstanceOf(S3ServiceException);
    expect(precondition).toMatchObject({
      name: 'PreconditionFailed',
      $fault: 'client',
      $metadata: { httpStatusCode: 412 },
    });
    await expect(s3.putObject({ Bucket, Key: 'b', Body: 'x', IfMatch: ETag })).rejects.toBeInstanceOf(NoSuchKey);
    await expect(s3.deleteObject({ Bucket, Key: 'a', IfMatch: '"other"' })).rejects.toMatchObject({
      $metadata: { httpStatusCode: 412 },
    });
  });

  it('answers a body the SDK way, readable once as bytes', async () => {
    const s3 = new S3Fake({ buckets: [Bucket] });
    await s3.putObject({ Bucket, Key: 'a', Body: new Uint8Array([1, 2, 3]), ContentType: 'image/png' });
    const output = await s3.getObject({ Bucket, Key: 'a' });

    expect(output).toMatchObject({ ContentType: 'image/png', ContentLength: 3 });
    expect(await output.Body?.transformToByteArray()).toEqual(new Uint8Array([1, 2, 3]));
    expect(output.LastModified?.getMilliseconds()).toBe(0);
  });

  it('refuses stream bodies, which need checksums and a known length', async () => {
    const s3 = new S3Fake({ buckets: [Bucket] });
    await expect(s3.putObject({ Bucket, Key: 'a', Body: Readable.from(['x']) })).rejects.toThrow(/buffered/);
  });

  it('pages listings in UTF-8 byte order with continuation tokens', async () => {
    const s3 = new S3Fake({ buckets: [Bucket], pageSize: 2 });
    for (const Key of ['p/b', 'p/a', 'p/é', 'p/z', 'q/a']) await s3.putObject({ Bucket, Key, Body: Key });

    const first = await s3.listObjectsV2({ Bucket, Prefix: 'p/' });
    const second = await s3.listObjectsV2({ Bucket, Prefix: 'p/', ContinuationToken: first.NextContinuationToken });

    expect(first).toMatchObject({ IsTruncated: true, KeyCount: 2 });
    expect(first.Contents?.map((item) => item.Key)).toEqual(['p/a', 'p/b']);
    expect(second).toMatchObject({ IsTruncated: false, KeyCount: 2 });
    expect(second.Contents?.map((item) => item.Key)).toEqual(['p/z', 'p/é']);
    expect(second.NextContinuationToken).toBeUndefined();
  });
});
