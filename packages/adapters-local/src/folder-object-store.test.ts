import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeObjectStoreContract } from '@kinwell/testing';
import { FolderObjectStore } from './folder-object-store';

describeObjectStoreContract('FolderObjectStore', async () => {
  const root = await mkdtemp(join(tmpdir(), 'kinwell-objects-'));
  return { store: new FolderObjectStore(root), cleanup: () => rm(root, { recursive: true, force: true }) };
});
