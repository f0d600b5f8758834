import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

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
