import { describe, expect, it } from 'vitest';
import { emailDomain, normalizeDomain, normalizeEmail } from './email';

describe('normalizeEmail', () => {
  it('trims and lowercases', () => {
    expect(normalizeEmail('  Jane.Doe@ACME.Example ')).toBe('jane.doe@acme.example');
  });
});

describe('emailDomain', () => {
  it('answers the normalized domain', () => {
    expect(emailDomain(' Jane@Acme.EXAMPLE')).toBe('acme.example');
  });
  it('uses the last @ so quoted local parts do not confuse it', () => {
    expect(emailDomain('"a@b"@acme.example')).toBe('acme.example');
  });
  it('is undefined without a domain', () => {
    expect(emailDomain('jane')).toBeUndefined();
    expect(emailDomain('jane@')).toBeUndefined();
    expect(emailDomain('@acme.example')).toBeUndefined();
  });
});

describe('normalizeDomain', () => {
  it('drops a leading @, a trailing dot and case', () => {
    expect(normalizeDomain(' @Acme.Example. ')).toBe('acme.example');
  });
});
