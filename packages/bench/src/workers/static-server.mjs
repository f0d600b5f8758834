// A what-if for section 2: the built front end served as a CDN would, brotli or gzip by Accept-Encoding
// (compressed once at start), unknown paths answered with index.html. Started on PORT/HOST with STATIC_DIR.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.env.STATIC_DIR;
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json']);
const files = new Map();
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (!path.endsWith('.map')) {
      const body = readFileSync(path);
      const ext = extname(path);
      files.set(`/${relative(root, path)}`, {
        type: types[ext] ?? 'application/octet-stream',
        raw: body,
        br: compressible.has(ext)
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : undefined,
        gzip: compressible.has(ext) ? gzipSync(body, { level: 9 }) : undefined,
      });
    }
  }
};
walk(root);

const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  const file = files.get(path) ?? files.get('/index.html');
  const accept = String(request.headers['accept-encoding'] ?? '');
  const encoding = file.br && accept.includes('br') ? 'br' : file.gzip && accept.includes('gzip') ? 'gzip' : undefined;
  response.writeHead(200, {
    'content-type': file.type,
    'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  response.end(encoding ? file[encoding] : file.raw);
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
