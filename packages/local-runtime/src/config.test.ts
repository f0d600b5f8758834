import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCAL_SETTINGS, readConfig } from './config';

describe('readConfig', () => {
  it('takes PUBLIC_URL as the origin mails link to', () => {
    expect(readConfig({ PUBLIC_URL: 'https://kinwell.lan:8443/some/path' }).publicUrl).toBe('https://kinwell.lan:8443');
    expect(readConfig({}).publicUrl).toBeUndefined();
  });

  it('refuses a PUBLIC_URL that is not an http(s) URL', () => {
    expect(() => readConfig({ PUBLIC_URL: 'ftp://x.example' })).toThrow();
    expect(() => readConfig({ PUBLIC_URL: 'localhost:3000' })).toThrow();
  });
});

describe('.env.example', () => {
  it('lists every setting the local runtime reads', () => {
    const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(LOCAL_SETTINGS.filter((name) => !listed.has(name))).toEqual([]);
  });
});
