import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { prerenderedFileFor } from '@kinwell/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map']);

type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts, as CloudFront picks it. */
function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

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
 * text compressed (brotli or gzip, as the browser accepts), and any path that is not a file answered with the
 * public page prerendered for it in the visitor's language (@kinwell/core prerenderedFileFor, CloudFront's viewer
 * function's rule), else index.html so the router can take it (or show its 404).
 */
export function createStaticFiles(root: string) {
  const base = resolve(root);
  // Compressed bodies by path, encoding and mtime: each file is compressed once per build.
  const compressed = new Map<string, Promise<Buffer>>();
  const compress = (path: string, mtimeMs: number, encoding: Encoding) => {
    const key = `${encoding}:${mtimeMs}:${path}`;
    let body = compressed.get(key);
    if (!body) {
      body = readFile(path).then((raw) =>
        encoding === 'br'
          ? brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })
          : gzipAsync(raw, { level: 9 }),
      );
      body.catch(() => compressed.delete(key));
      compressed.set(key, body);
    }
    return body;
  };

  return async function serve(
    method: string,
    url: URL,
    response: ServerResponse,
    headers: Record<string, string>,
    requestHeaders: IncomingHttpHeaders = {},
  ): Promise<void> {
    const { pathname } = url;
    const acceptEncoding = requestHeaders['accept-encoding'];
    let path = resolve(join(base, decodeURIComponent(pathname)));
    if (path !== base && !path.startsWith(base + sep)) path = join(base, 'index.html');
    let info = await fileAt(path);
    const isAsset = pathname.startsWith('/assets/');
    let byLanguage = false;
    if (!info && !isAsset) {
      const page = prerenderedFileFor({
        pathname,
        search: url.search,
        cookie: requestHeaders.cookie,
        acceptLanguage: requestHeaders['accept-language'],
      });
      // A build without prerendered pages (an older one) still answers with the shell.
      info = page ? await fileAt(join(base, page)) : undefined;
      byLanguage = info !== undefined;
      path = byLanguage && page ? join(base, page) : join(base, 'index.html');
      info ??= await fileAt(path);
    }
    if (!info) {
      const status = isAsset ? 404 : 503;
      response.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
      response.end(isAsset ? 'Not found' : 'The front end is not built yet: run `npm start` (or `pnpm build`).');
      return;
    }
    const common = {
      ...headers,
      'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      // A prerendered page depends on the language cookie and header (and the session hint cookie).
      vary: byLanguage ? 'accept-encoding, accept-language, cookie' : 'accept-encoding',
    };
    const encoding = COMPRESSIBLE.has(extname(path)) ? preferredEncoding(acceptEncoding) : undefined;
    if (encoding) {
      const body = await compress(path, info.mtimeMs, encoding);
      response.writeHead(200, { ...common, 'content-encoding': encoding, 'content-length': String(body.length) });
      response.end(method === 'HEAD' ? undefined : body);
      return;
    }
    response.writeHead(200, { ...common, 'content-length': String(info.size) });
    if (method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(path).pipe(response);
  };
}
