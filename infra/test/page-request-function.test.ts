import { prerenderedFileFor } from '@kinwell/core';
import { describe, expect, it } from 'vitest';
import { PAGE_REQUEST_FUNCTION_CODE } from '../lib/constructs/page-request-function';

interface ViewerRequest {
  uri: string;
  querystring: Record<string, { value: string }>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
}

// The function's code as CloudFront runs it: a script that defines `handler`.
const handler = new Function(`${PAGE_REQUEST_FUNCTION_CODE}\nreturn handler;`)() as (event: {
  request: ViewerRequest;
}) => ViewerRequest;

/** A viewer request as CloudFront hands it to the function (names lower-cased, values in objects). */
function viewerRequest(url: string, cookie?: string, acceptLanguage?: string): ViewerRequest {
  const { pathname, searchParams } = new URL(url, 'https://kinwell.example');
  const querystring = Object.fromEntries([...searchParams].map(([name, value]) => [name, { value }]));
  const cookies = Object.fromEntries(
    (cookie ?? '')
      .split(';')
      .filter((part) => part.includes('='))
      .map((part) => {
        const [name = '', ...value] = part.trim().split('=');
        return [name, { value: value.join('=') }];
      }),
  );
  return {
    uri: pathname,
    querystring,
    headers: acceptLanguage ? { 'accept-language': { value: acceptLanguage } } : {},
    cookies,
  };
}

const CASES: [url: string, cookie?: string, acceptLanguage?: string][] = [
  ['/'],
  ['/', undefined, 'ar-EG,ar;q=0.9,en;q=0.5'],
  ['/login', 'user-locale=ja', 'fr'],
  ['/login/', 'user-locale=xx', 'es-MX, fr;q=0.2'],
  ['/signup', undefined, 'de, fr;q=0.3, ar;q=0.6'],
  ['/signup', undefined, 'de'],
  ['/legal/cookies', undefined, 'fr;q=0, es'],
  ['/self-care', 'kinwell-session=1; user-locale=ar', 'ar'],
  ['/login?bid=acme', 'user-locale=ar'],
  ['/dashboard', 'user-locale=ar', 'ar'],
  ['/theme/a/session/b/screen/c'],
  ['/legal/unknown', undefined, 'fr'],
];

describe('the viewer-request function of the site', () => {
  it.each(CASES)(
    'serves %s as the local runtime does (cookie %s, Accept-Language %s)',
    (url, cookie, acceptLanguage) => {
      const request = viewerRequest(url, cookie, acceptLanguage);
      const { pathname, search } = new URL(url, 'https://kinwell.example');
      const file = prerenderedFileFor({ pathname, search, cookie, acceptLanguage });
      expect(handler({ request }).uri).toBe(file ? `/${file}` : '/index.html');
    },
  );

  it('leaves files alone', () => {
    for (const uri of ['/assets/index-abc.js', '/favicon.svg', '/pages/ar/login.html', '/version.json']) {
      expect(handler({ request: viewerRequest(uri) }).uri).toBe(uri);
    }
  });

  it('names the expected files', () => {
    expect(handler({ request: viewerRequest('/', undefined, 'ar') }).uri).toBe('/pages/ar/index.html');
    expect(handler({ request: viewerRequest('/login', 'user-locale=fr') }).uri).toBe('/pages/fr/login.html');
    expect(handler({ request: viewerRequest('/dashboard') }).uri).toBe('/index.html');
  });
});
