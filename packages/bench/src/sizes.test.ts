import { describe, expect, it } from 'vitest';
import { add, addedTo, empty, type Sizes, sum } from './sizes';

const sizes = (raw: number): Sizes => ({ files: 1, raw, gzip: raw / 2, brotli: raw / 4 });

describe('add', () => {
  it('counts a file raw and compressed, compressed smaller for repetitive text', () => {
    const total = empty();
    add(total, Buffer.from('const a = 1;\n'.repeat(200)));
    expect(total.files).toBe(1);
    expect(total.raw).toBe(2600);
    expect(total.gzip).toBeLessThan(200);
    expect(total.brotli).toBeLessThan(total.gzip);
  });
});

describe('addedTo', () => {
  it('sums only the scripts the shell did not load', () => {
    const shell = {
      scripts: new Map([
        ['/assets/index.js', sizes(100)],
        ['/assets/vendor.js', sizes(400)],
      ]),
    };
    const page = {
      scripts: new Map([
        ['/assets/index.js', sizes(100)],
        ['/assets/vendor.js', sizes(400)],
        ['/assets/my-progress.js', sizes(60)],
        ['/assets/care.js', sizes(20)],
      ]),
    };
    const added = addedTo(shell, page);
    expect(added.files).toEqual(['/assets/my-progress.js', '/assets/care.js']);
    expect(added.sizes).toEqual({ files: 2, raw: 80, gzip: 40, brotli: 20 });
  });

  it('is empty when the page loads nothing of its own', () => {
    const shell = { scripts: new Map([['/assets/index.js', sizes(100)]]) };
    expect(addedTo(shell, shell)).toEqual({ sizes: sum([]), files: [] });
  });
});
