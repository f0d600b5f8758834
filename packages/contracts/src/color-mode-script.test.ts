import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COLOR_MODE_SCRIPT, COLOR_MODE_SCRIPT_HASH } from './color-mode-script';
import { CONTENT_SECURITY_POLICY } from './security-headers';

describe('the inline colour-mode script', () => {
  it('is allowed by the Content-Security-Policy through the hash of its exact text', () => {
    const hash = createHash('sha256').update(COLOR_MODE_SCRIPT).digest('base64');
    expect(COLOR_MODE_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
    expect(CONTENT_SECURITY_POLICY).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('applies a stored light or dark mode and ignores anything else', () => {
    const run = (stored: string | null) => {
      const attributes: Record<string, string> = {};
      const localStorage = { getItem: () => stored };
      const document = {
        documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
      };
      new Function('localStorage', 'document', COLOR_MODE_SCRIPT)(localStorage, document);
      return attributes['data-theme'];
    };
    expect(run('dark')).toBe('dark');
    expect(run('light')).toBe('light');
    expect(run('system')).toBeUndefined();
    expect(run('<script>')).toBeUndefined();
  });
});
