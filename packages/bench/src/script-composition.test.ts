import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_CODE, BUNDLER_CODE, packageOf, scriptComposition, textByPackage } from './script-composition';

describe('packageOf', () => {
  it('names the npm package of a pnpm path, scoped or not, and the app for anything else', () => {
    expect(packageOf('../../node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/x.js')).toBe(
      'react-dom',
    );
    expect(
      packageOf('../../node_modules/.pnpm/@tanstack+router-core@1.0.0/node_modules/@tanstack/router-core/a.js'),
    ).toBe('@tanstack/router-core');
    expect(packageOf('../../node_modules/valtio/esm/index.mjs')).toBe('valtio');
    expect(packageOf('../../src/main.tsx')).toBe(APP_CODE);
    expect(packageOf('../../../packages/core/src/errors.ts')).toBe(APP_CODE);
  });
});

describe('textByPackage', () => {
  it('gives each package the generated text its mappings cover, up to the next mapping or the line end', () => {
    // Line 1: "AAAABBB" — columns 0-3 from a library, 4-6 from the app; line 2: "CC" from the library.
    const map = {
      version: '3',
      sources: ['node_modules/lib/index.js', 'src/app.ts'],
      names: [],
      // [column, source, line, column] deltas: (0 → src 0), (4 → src 1); next line (0 → src 0).
      mappings: 'AAAA,ICAA;ADAA',
      file: 'out.js',
    };
    const parts = textByPackage('AAAABBB\nCC', map);
    expect(Object.fromEntries(parts)).toEqual({ lib: 'AAAACC', [APP_CODE]: 'BBB' });
  });
});

describe('scriptComposition', () => {
  it('counts a file without a source map as the bundler’s, and the mapped ones by package', () => {
    const dir = mkdtempSync(join(tmpdir(), 'composition-'));
    writeFileSync(join(dir, 'runtime.js'), 'var glue=1;');
    writeFileSync(join(dir, 'app.js'), 'AAAABBB');
    writeFileSync(
      join(dir, 'app.js.map'),
      JSON.stringify({ version: 3, sources: ['node_modules/lib/a.js', 'src/b.ts'], names: [], mappings: 'AAAA,ICAA' }),
    );
    const parts = scriptComposition(dir, ['/runtime.js', '/app.js']);
    expect(Object.fromEntries(parts.map((part) => [part.name, part.raw]))).toEqual({
      [BUNDLER_CODE]: 11,
      lib: 4,
      [APP_CODE]: 3,
    });
  });
});
