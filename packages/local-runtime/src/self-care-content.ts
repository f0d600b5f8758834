import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkThemeFolder, themeFolders } from '@kinwell/company-cli';
import { type ObjectStore, publishSelfCare, selfCareCacheControl, selfCareKeyOfPath } from '@kinwell/core';

export interface LibraryPublishResult {
  /** Themes now in the local catalog. */
  published: string[];
  /** Theme folders left out, each with its first problem: the server still starts. */
  broken: { themeId: string; problems: string[] }[];
  written: number;
}

/**
 * Publishes the checkout's self-care library (content/self-care) to the local objects folder on start, so
 * `npm start` shows the themes as they are in the repo. Only files whose bytes changed are written (an unchanged
 * library writes nothing). Unlike the CLI against AWS, an edited theme replaces its published version: a local
 * author should not have to raise the version for every change. A broken theme is left out and reported.
 */
export async function publishLocalLibrary(libraryDir: string, objects: ObjectStore): Promise<LibraryPublishResult> {
  const checked = await Promise.all((await themeFolders(libraryDir)).map(checkThemeFolder));
  const themes = checked.flatMap((folder) => (folder.publishable ? [folder.publishable] : []));
  const broken = checked
    .filter((folder) => !folder.publishable)
    .map(({ themeId, problems }) => ({ themeId, problems }));
  // No theme folder at all (a checkout without the library, a wrong path): leave what is published alone.
  if (checked.length === 0) return { published: [], broken, written: 0 };
  const report = await publishSelfCare(objects, themes, { replaceChanged: true, wholeLibrary: true });
  return { published: themes.map(({ theme }) => theme.id), broken, written: report.written.length };
}

/**
 * Serves published self-care files at the path CloudFront serves them (`/content/self-care/…`), with the
 * content type and cache-control they were published with, an ETag and 304s. Nothing else of the objects
 * folder (company metadata, invitations) is reachable this way.
 */
export async function serveSelfCareContent(
  objects: ObjectStore,
  pathname: string,
  request: IncomingMessage,
  response: ServerResponse,
  headers: Record<string, string>,
): Promise<void> {
  let key: string | undefined;
  try {
    key = selfCareKeyOfPath(decodeURIComponent(pathname));
  } catch {
    key = undefined; // a malformed escape names no file
  }
  const found = key === undefined ? undefined : await objects.get(key).catch(() => undefined);
  if (!key || !found) {
    response.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    response.end('Not found');
    return;
  }
  const common = {
    ...headers,
    'content-type': found.contentType,
    'cache-control': found.cacheControl ?? selfCareCacheControl(key),
    etag: found.etag,
  };
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === found.etag)) {
    response.writeHead(304, common);
    response.end();
    return;
  }
  response.writeHead(200, { ...common, 'content-length': String(found.body.length) });
  response.end(request.method === 'HEAD' ? undefined : found.body);
}
