import { describe, expect, it } from 'vitest';
import { redirectDecision } from './redirects-api';

describe('redirect resolution in the browser', () => {
  it('routes internal targets and fully navigates to external ones', () => {
    expect(redirectDecision({ to: '/about', permanent: true }, '/old')).toEqual({ kind: 'internal', href: '/about' });
    expect(redirectDecision({ to: 'https://blog.kinwell.example/x', permanent: false }, '/blog')).toEqual({
      kind: 'external',
      url: 'https://blog.kinwell.example/x',
    });
  });

  it('ignores no redirect, unsafe targets and targets leading back to the same path', () => {
    expect(redirectDecision(null, '/a')).toBeUndefined();
    expect(redirectDecision({ to: '//evil.example', permanent: true }, '/a')).toBeUndefined();
    expect(redirectDecision({ to: 'javascript:alert(1)', permanent: true }, '/a')).toBeUndefined();
    expect(redirectDecision({ to: '/a?x=1', permanent: true }, '/a')).toBeUndefined();
  });
});
