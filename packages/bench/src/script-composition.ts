// What a page's scripts are made of: each byte of the built files traced back through their source maps to an npm
// package or to the app's own code. The report uses it to say what a JS budget leaves room for.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type RawSourceMap, SourceMapConsumer } from 'source-map-js';

/** The app's own code, whatever its folder (frontend, packages/*). */
export const APP_CODE = 'app code';
/** A file without a source map: the bundler's module runtime. */
export const BUNDLER_CODE = 'bundler runtime';

/** The npm package a source path belongs to (`@scope/name` or `name`), or APP_CODE. */
export function packageOf(source: string): string {
  const match = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  return match?.[1] ?? APP_CODE;
}

/**
 * The generated text of `code`, per package, by its source map: each mapped segment runs from its mapping to the
 * next one on the same line. Text no mapping covers (the bundler's own glue) is left out.
 */
export function textByPackage(code: string, map: RawSourceMap): Map<string, string> {
  const lines = code.split('\n');
  const parts = new Map<string, string[]>();
  let previous: { line: number; column: number; source: string | null } | undefined;
  const take = (until: { line: number; column?: number }) => {
    if (!previous?.source) return;
    const line = lines[previous.line - 1] ?? '';
    const end = until.line === previous.line ? until.column : line.length;
    const name = packageOf(previous.source);
    const list = parts.get(name) ?? [];
    list.push(line.slice(previous.column, end));
    parts.set(name, list);
  };
  new SourceMapConsumer(map).eachMapping((mapping) => {
    const next = { line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source };
    take(next);
    previous = next;
  });
  if (previous) take({ line: previous.line });
  return new Map([...parts].map(([name, list]) => [name, list.join('')]));
}

export interface Part {
  name: string;
  raw: number;
  /** Each part gzipped alone (level 9): the parts add up to about the files' gzip size. */
  gzip: number;
}

/** The parts of the built scripts `files` (paths under `distDir`, each with its .map beside it), largest first. */
export function scriptComposition(distDir: string, files: readonly string[]): Part[] {
  const texts = new Map<string, string>();
  for (const file of files) {
    const path = join(distDir, file);
    const code = readFileSync(path, 'utf8');
    // The bundler's own runtime chunk comes without a map.
    const map = existsSync(`${path}.map`)
      ? (JSON.parse(readFileSync(`${path}.map`, 'utf8')) as RawSourceMap)
      : undefined;
    const parts = map ? textByPackage(code, map) : new Map([[BUNDLER_CODE, code]]);
    for (const [name, text] of parts) {
      texts.set(name, (texts.get(name) ?? '') + text);
    }
  }
  return [...texts]
    .map(([name, text]) => ({ name, raw: text.length, gzip: gzipSync(text, { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
}
