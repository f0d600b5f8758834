// The content CLI's composition root: a deployed environment's buckets when named, else the local data.
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
const contentBucketFlag = args.indexOf('--content-bucket');
const contentBucket =
  (contentBucketFlag >= 0 ? args[contentBucketFlag + 1] : undefined) ?? process.env.KINWELL_CONTENT_BUCKET;
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const dataDir = resolve(process.env.KINWELL_DATA_DIR ?? resolve(repoRoot, '.data'));

// A deployed environment named for the text documents but not for the library: publishing locally would
// look like success while the environment stays as it was.
if (bucket && !contentBucket && args.includes('publish')) {
  console.error("Name the environment's content bucket too: KINWELL_CONTENT_BUCKET or --content-bucket.");
  process.exit(2);
}

const localObjects = new FolderObjectStore(resolve(dataDir, 'objects'));
const s3 = bucket || contentBucket ? new S3Client({}) : undefined;
const objects: ObjectStore = s3 && bucket ? new S3ObjectStore({ client: s3, bucket }) : localObjects;
// The self-care library is public: in AWS it has a bucket of its own, which CloudFront serves under /content/.
const selfCareObjects: ObjectStore =
  s3 && contentBucket ? new S3ObjectStore({ client: s3, bucket: contentBucket }) : localObjects;

const deps = {
  content: new ContentLibrary(objects),
  selfCareObjects,
  libraryDir: resolve(repoRoot, 'content/self-care'),
  // npm and pnpm run scripts from the package folder; INIT_CWD is where the command was typed.
  workingDir: process.env.INIT_CWD ?? process.cwd(),
};
process.exitCode = await runContentCli(args, deps, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
