// The company CLI's composition root: a deployed environment's bucket when one is named, else the local data.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { S3Client } from '@aws-sdk/client-s3';
import { S3ObjectStore } from '@kinwell/adapters-aws';
import { FolderObjectStore } from '@kinwell/adapters-local';
import { CompanyDirectory, type ObjectStore, RedirectTable } from '@kinwell/core';
import { runCompanyCli } from './company-cli';
import { runRedirectCli } from './redirect-cli';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const bucketFlag = args.indexOf('--bucket');
const bucket = (bucketFlag >= 0 ? args[bucketFlag + 1] : undefined) ?? process.env.KINWELL_COMPANY_BUCKET;
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const dataDir = resolve(process.env.KINWELL_DATA_DIR ?? resolve(repoRoot, '.data'));

const objects: ObjectStore = bucket
  ? new S3ObjectStore({ client: new S3Client({}), bucket })
  : new FolderObjectStore(resolve(dataDir, 'objects'));

const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };
const withoutBucket = args.filter((_, index) => bucketFlag < 0 || (index !== bucketFlag && index !== bucketFlag + 1));

process.exitCode =
  args[0] === 'redirect'
    ? await runRedirectCli(withoutBucket.slice(1), new RedirectTable(objects), io)
    : await runCompanyCli(args, new CompanyDirectory(objects), io);
