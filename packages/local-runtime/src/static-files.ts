import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

async function fileAt(path: string) {
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? info : undefined;
}

/**
 * Serves the built SPA as CloudFront does: hashed assets cached for a year, everything else revalidated,
 * and any path that is not a file answered with index.html so the router can take it (or show its 404).
 */
export function createStaticFiles(root: string) {
  const base = resolve(root);
  return async function serve(
    method: string,
    pathname: string,
    response: ServerResponse,
    headers: Record<string, string>,
  ): Promise<void> {
    let path = resolve(join(base, decodeURIComponent(pathname)));
    if (path !== base && !path.startsWith(base + sep)) path = join(base, 'index.html');
    let info = await fileAt(path);
    const isAsset = pathname.startsWith('/assets/');
    if (!info && !isAsset) {
      path = join(base, 'index.html');
      info = await fileAt(path);
    }
    if (!info) {
      const status = isAsset ? 404 : 503;
      response.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
      response.end(isAsset ? 'Not found' : 'The front end is not built yet: run `npm start` (or `pnpm build`).');
      return;
    }
    response.writeHead(200, {
      ...headers,
      'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
      'content-length': String(info.size),
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(path).pipe(response);
  };
}
