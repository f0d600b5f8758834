// What a page's scripts are made of: each byte of the built files traced back through their source maps to an npm
// package or to the app's own code. The report uses it to say what a JS budget leaves room for.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Our own code, whatever its folder (frontend, functions, packages/*). */
export const APP_CODE = 'our code';
/** A file without a source map: the bundler's module runtime. */
export const BUNDLER_CODE = 'bundler runtime';

/** The part of a source map (version 3) this reads. */
export interface SourceMap {
  sources: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A segment of `mappings`: its fields, base64 VLQ-encoded (sign in the lowest bit, 5 bits a digit, bit 6 continues). */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value % 2 ? -Math.floor(value / 2) : value / 2);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/**
 * Each mapping of a source map, in order: where it starts in the generated file (1-based line, 0-based column) and
 * the source it comes from. The generated column restarts on each line; the source index carries on (relative).
 */
function* mappingsOf(map: SourceMap): Generator<{ line: number; column: number; source: string | null }> {
  let sourceIndex = 0;
  const lines = map.mappings.split(';');
  for (let line = 0; line < lines.length; line++) {
    let column = 0;
    for (const segment of (lines[line] ?? '').split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) sourceIndex += sourceDelta;
      yield { line: line + 1, column, source: sourceDelta === undefined ? null : (map.sources[sourceIndex] ?? null) };
    }
  }
}

/** The npm package a source path belongs to (`@scope/name` or `name`), or APP_CODE. */
export function packageOf(source: string): string {
  const match = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  return match?.[1] ?? APP_CODE;
}

/**
 * The generated text of `code`, per package, by its source map: each mapped segment runs from its mapping to the
 * next one on the same line. Text no mapping covers (the bundler's own glue) is left out.
 */
export function textByPackage(code: string, map: SourceMap): Map<string, string> {
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
  for (const next of mappingsOf(map)) {
    take(next);
    previous = next;
  }
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
    const map = existsSync(`${path}.map`) ? (JSON.parse(readFileSync(`${path}.map`, 'utf8')) as SourceMap) : undefined;
    const parts = map ? textByPackage(code, map) : new Map([[BUNDLER_CODE, code]]);
    for (const [name, text] of parts) {
      texts.set(name, (texts.get(name) ?? '') + text);
    }
  }
  return [...texts]
    .map(([name, text]) => ({ name, raw: text.length, gzip: gzipSync(text, { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
}
