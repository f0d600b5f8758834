// The sizes of files a page loaded, raw and compressed as a CDN would send them, and how one page's load compares
// with another's. Free of browser and build tools, so its tests run in `npm test`.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Sizes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

/** Bytes as the report writes them: kB (1 kB = 1000 B), one decimal. */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export const empty = (): Sizes => ({ files: 0, raw: 0, gzip: 0, brotli: 0 });

/** Counts `body` into `sizes`: raw, gzip level 9 and brotli quality 11. */
export function add(sizes: Sizes, body: Buffer) {
  sizes.files += 1;
  sizes.raw += body.length;
  sizes.gzip += gzipSync(body, { level: 9 }).length;
  sizes.brotli += brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  }).length;
}

export const sum = (list: Iterable<Sizes>): Sizes =>
  [...list].reduce(
    (total, sizes) => ({
      files: total.files + sizes.files,
      raw: total.raw + sizes.raw,
      gzip: total.gzip + sizes.gzip,
      brotli: total.brotli + sizes.brotli,
    }),
    empty(),
  );

/** The scripts a page fetched that the shell did not (by URL path), summed, and their paths. */
export function addedTo(
  shell: { scripts: ReadonlyMap<string, Sizes> },
  page: { scripts: ReadonlyMap<string, Sizes> },
): { sizes: Sizes; files: string[] } {
  const files = [...page.scripts.keys()].filter((path) => !shell.scripts.has(path));
  return { sizes: sum(files.map((path) => page.scripts.get(path) as Sizes)), files };
}
