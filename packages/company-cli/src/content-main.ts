// The content CLI's composition root: a deployed environment's bucket when one is named, else the local data.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { S3Client } from '@aws-sdk/client-s3';
import { S3ObjectStore } from '@kinwell/adapters-aws';
import { FolderObjectStore } from '@kinwell/adapters-local';
import { ContentLibrary, type ObjectStore } from '@kinwell/core';
import { runContentCli } from './content-cli';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const bucketFlag = args.indexOf('--bucket');
const bucket = (bucketFlag >= 0 ? args[bucketFlag + 1] : undefined) ?? process.env.KINWELL_COMPANY_BUCKET;
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const dataDir = resolve(process.env.KINWELL_DATA_DIR ?? resolve(repoRoot, '.data'));

const objects: ObjectStore = bucket
  ? new S3ObjectStore({ client: new S3Client({}), bucket })
  : new FolderObjectStore(resolve(dataDir, 'objects'));

process.exitCode = await runContentCli(args, new ContentLibrary(objects), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
