import 'aws-sdk-client-mock-vitest/extend';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchBucket,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { PreconditionFailedError } from '@kinwell/core';
import { describeObjectStoreContract, S3Fake } from '@kinwell/testing';
import { type AwsClientStub, mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { S3ObjectStore } from './s3-object-store';

const BUCKET = 'kinwell-company-metadata-test';

const newClient = () =>
  new S3Client({
    region: 'eu-west-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });

const s3Error = (name: string, httpStatusCode: number) =>
  new S3ServiceException({ name, $fault: 'client', $metadata: { httpStatusCode }, message: name });

describeObjectStoreContract('S3ObjectStore on a fake S3', async () => {
  const client = newClient();
  // A small page makes every listing in the contract follow continuation tokens.
  const mock = new S3Fake({ buckets: [BUCKET], pageSize: 7 }).install(client);
  return { store: new S3ObjectStore({ client, bucket: BUCKET }), cleanup: async () => mock.restore() };
});

describe('S3ObjectStore', () => {
  let mock: AwsClientStub<S3Client> | undefined;
  const withFake = (pageSize?: number) => {
    const client = newClient();
    mock = new S3Fake({ buckets: [BUCKET], ...(pageSize ? { pageSize } : {}) }).install(client);
    return { mock, store: new S3ObjectStore({ client, bucket: BUCKET }) };
  };
  const withMock = () => {
    const client = newClient();
    mock = mockClient(client);
    return { mock, store: new S3ObjectStore({ client, bucket: BUCKET }) };
  };

  afterEach(() => {
    mock?.restore();
    mock = undefined;
  });

  it('sends the bucket, a buffered body, the content type and the conditions', async () => {
    const { mock, store } = withFake();
    const { etag } = await store.put('domains/acme.example.json', '{"a":"é"}', {
      contentType: 'application/json',
      ifNoneMatch: '*',
    });
    await store.put('domains/acme.example.json', 'next', { ifMatch: etag });
    await store.delete('domains/acme.example.json', { ifMatch: '"stale"' }).catch(() => undefined);

    expect(mock).toHaveReceivedCommandWith(PutObjectCommand, {
      Bucket: BUCKET,
      Key: 'domains/acme.example.json',
      Body: new TextEncoder().encode('{"a":"é"}'),
      ContentType: 'application/json',
      IfNoneMatch: '*',
    });
    expect(mock).toHaveReceivedCommandWith(PutObjectCommand, {
      IfMatch: etag,
      ContentType: 'application/octet-stream',
    });
    expect(mock).toHaveReceivedCommandWith(DeleteObjectCommand, { Bucket: BUCKET, IfMatch: '"stale"' });
  });

  it('follows continuation tokens until the listing ends', async () => {
    const { mock, store } = withFake(3);
    for (let index = 0; index < 8; index++) await store.put(`invites/${index}.json`, `${index}`);

    const listed = await store.list('invites/');

    expect(listed.map((summary) => summary.key)).toEqual(
      Array.from({ length: 8 }, (_, index) => `invites/${index}.json`),
    );
    expect(mock).toHaveReceivedCommandTimes(ListObjectsV2Command, 3);
    expect(mock).toHaveReceivedNthCommandWith(ListObjectsV2Command, 1, { Bucket: BUCKET, Prefix: 'invites/' });
    expect(mock.commandCalls(ListObjectsV2Command)[1]?.args[0].input.ContinuationToken).toEqual(expect.any(String));
  });

  it('maps a 409 ConditionalRequestConflict to PreconditionFailedError, keeping the cause', async () => {
    const { mock, store } = withMock();
    const conflict = s3Error('ConditionalRequestConflict', 409);
    mock.on(PutObjectCommand).rejects(conflict);

    const error = await store.put('domains/a.example.json', 'x', { ifNoneMatch: '*' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PreconditionFailedError);
    expect((error as Error).cause).toBe(conflict);
  });

  it('maps a 412 on a conditional delete to PreconditionFailedError', async () => {
    const { mock, store } = withMock();
    mock.on(DeleteObjectCommand).rejects(s3Error('PreconditionFailed', 412));
    await expect(store.delete('a.json', { ifMatch: '"x"' })).rejects.toBeInstanceOf(PreconditionFailedError);
  });

  it('keeps a missing bucket an error, never a missing object or a failed condition', async () => {
    const client = newClient();
    mock = new S3Fake({ buckets: ['some-other-bucket'] }).install(client);
    const store = new S3ObjectStore({ client, bucket: BUCKET });

    await expect(store.get('a.json')).rejects.toBeInstanceOf(NoSuchBucket);
    await expect(store.put('a.json', 'x', { ifMatch: '"x"' })).rejects.toBeInstanceOf(NoSuchBucket);
    await expect(store.delete('a.json', { ifMatch: '"x"' })).rejects.toBeInstanceOf(NoSuchBucket);
  });

  it('lets other errors through unchanged', async () => {
    const { mock, store } = withMock();
    const denied = s3Error('AccessDenied', 403);
    mock.on(GetObjectCommand).rejects(denied);
    mock.on(PutObjectCommand).rejects(denied);

    await expect(store.get('a.json')).rejects.toBe(denied);
    await expect(store.put('a.json', 'x', { ifNoneMatch: '*' })).rejects.toBe(denied);
  });
});
