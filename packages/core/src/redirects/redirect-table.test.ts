import { describe, expect, it } from 'vitest';
import { normalizeRedirectPath, parseRedirectRules, resolveRedirect } from './redirect-table';

describe('redirect resolution', () => {
  const rules = parseRedirectRules(
    JSON.stringify({
      '/old/': { to: '/about', permanent: true },
      '/blog': { to: 'https://blog.kinwell.example/', permanent: false },
      '/loop': { to: '/loop/?x=1', permanent: false },
      '/broken': { to: 42 },
      nope: { to: '/x', permanent: true },
    }),
  );

  it('matches a path with or without its trailing slash, case-sensitively', () => {
    expect(resolveRedirect(rules, '/old')).toEqual({ to: '/about', permanent: true });
    expect(resolveRedirect(rules, '/old///')).toEqual({ to: '/about', permanent: true });
    expect(resolveRedirect(rules, '/OLD')).toBeNull();
  });

  it('keeps external targets and ignores rules that lead back to their source', () => {
    expect(resolveRedirect(rules, '/blog')).toEqual({ to: 'https://blog.kinwell.example/', permanent: false });
    expect(resolveRedirect(rules, '/loop')).toBeNull();
  });

  it('skips malformed entries and documents', () => {
    expect(Object.keys(rules).sort()).toEqual(['/blog', '/loop', '/old']);
    expect(parseRedirectRules('not json')).toEqual({});
    expect(parseRedirectRules('[]')).toEqual({});
    expect(resolveRedirect(rules, '/toString')).toBeNull();
    expect(normalizeRedirectPath('/')).toBe('/');
  });
});
