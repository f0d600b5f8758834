import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALES,
  PRERENDERED_PAGES_DIR,
  PRERENDERED_PATHS,
  SESSION_HINT_COOKIE,
} from '@kinwell/core';

/**
 * CloudFront's viewer-request function of the site's default behaviour: a public page asked by a guest without a
 * query string → its prerendered file in the visitor's language (`/pages/ar/login.html`), any other client-side
 * route → the SPA shell (`/index.html`); files (a dot in the last segment) pass. It runs before the cache, so the
 * rewritten path is the cache key and no header or cookie needs to be in it.
 *
 * The rule is @kinwell/core's prerenderedFileFor, which the local runtime calls; CloudFront Functions cannot
 * import modules, so it is written again here in their JavaScript (cloudfront-js-2.0), with the lists taken from
 * core, and page-request-function.test.ts holds the two to the same answers.
 */
export const PAGE_REQUEST_FUNCTION_CODE = `var PAGES = ${JSON.stringify(PRERENDERED_PATHS)};
var LOCALES = ${JSON.stringify(LOCALES)};

function fromAcceptLanguage(header) {
  var ranked = [];
  var parts = header.split(',');
  for (var i = 0; i < parts.length; i++) {
    var pieces = parts[i].split(';');
    var tag = pieces[0].trim();
    var weight = 1;
    for (var j = 1; j < pieces.length; j++) {
      var param = pieces[j].trim();
      if (param.indexOf('q=') === 0) weight = Number(param.substring(2));
    }
    if (!isFinite(weight)) weight = 0;
    if (tag && weight > 0) ranked.push({ tag: tag, weight: weight, index: i });
  }
  ranked.sort(function (a, b) { return b.weight - a.weight || a.index - b.index; });
  for (var k = 0; k < ranked.length; k++) {
    var language = ranked[k].tag.toLowerCase().split('-')[0];
    if (LOCALES.indexOf(language) !== -1) return language;
  }
  return '${DEFAULT_LOCALE}';
}

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') !== -1) return request;
  var path = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  var cookies = request.cookies || {};
  var session = cookies['${SESSION_HINT_COOKIE}'];
  if (PAGES.indexOf(path) === -1 || Object.keys(request.querystring || {}).length > 0 || (session && session.value === '1')) {
    request.uri = '/index.html';
    return request;
  }
  var chosen = cookies['${LOCALE_COOKIE}'] && cookies['${LOCALE_COOKIE}'].value;
  var acceptLanguage = request.headers['accept-language'];
  var locale = LOCALES.indexOf(chosen) !== -1 ? chosen : acceptLanguage ? fromAcceptLanguage(acceptLanguage.value) : '${DEFAULT_LOCALE}';
  request.uri = '/${PRERENDERED_PAGES_DIR}/' + locale + '/' + (path === '/' ? 'index' : path.substring(1)) + '.html';
  return request;
}`;
