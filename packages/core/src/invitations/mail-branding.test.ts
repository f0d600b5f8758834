import { describe, expect, it } from 'vitest';
import { appHomeLink, mailBranding, PLATFORM_NAME, signUpLink, supportLink } from './mail-branding';

const APP = 'http://127.0.0.1:3000/';
const acme = { logoUrl: '/api/s3/company-logo/acme', colors: { primary: '#4C6EF5', secondary: '#f59f00' } };

describe('mailBranding', () => {
  it("shows the company's logo on this app and its colour", () => {
    expect(mailBranding(acme, APP)).toEqual({
      platformName: PLATFORM_NAME,
      logoImage: 'http://127.0.0.1:3000/api/s3/company-logo/acme',
      brandColor: '#4c6ef5',
    });
  });

  it('keeps an https logo hosted elsewhere', () => {
    expect(mailBranding({ ...acme, logoUrl: 'https://cdn.example/logo.png' }, APP).logoImage).toBe(
      'https://cdn.example/logo.png',
    );
  });

  it.each(['http://evil.example/x.png', 'https://user:pw@cdn.example/x.png', 'javascript:alert(1)'])(
    'falls back to the default logo for %s',
    (logoUrl) => {
      expect(mailBranding({ ...acme, logoUrl }, APP).logoImage).toBe('http://127.0.0.1:3000/favicon.svg');
    },
  );

  it('uses the default brand without a company, or with a broken colour', () => {
    expect(mailBranding(undefined, APP)).toEqual({
      platformName: PLATFORM_NAME,
      logoImage: 'http://127.0.0.1:3000/favicon.svg',
      brandColor: '#1ab69d',
    });
    expect(mailBranding({ ...acme, colors: { primary: 'red', secondary: '#000000' } }, APP).brandColor).toBe('#1ab69d');
  });
});

describe('links', () => {
  it('carry the brand id except for the default company', () => {
    expect(signUpLink(APP, 'acme')).toBe('http://127.0.0.1:3000/signup?bid=acme');
    expect(signUpLink(APP, 'default')).toBe('http://127.0.0.1:3000/signup');
    expect(signUpLink(APP, undefined)).toBe('http://127.0.0.1:3000/signup');
    expect(supportLink('https://app.kinwell.example')).toBe('https://app.kinwell.example/contact');
    expect(appHomeLink('https://app.kinwell.example/x')).toBe('https://app.kinwell.example/dashboard');
  });
});
