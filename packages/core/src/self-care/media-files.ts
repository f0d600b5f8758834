import type { MediaUse } from './theme-fields';

/** The media types a theme may carry, by file extension, with the Content-Type they are served with. */
export const MEDIA_CONTENT_TYPES = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  vtt: 'text/vtt; charset=utf-8',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
} as const;

export type MediaExtension = keyof typeof MEDIA_CONTENT_TYPES;

/** Which extensions each use accepts: an image screen cannot point at a caption file. */
export const MEDIA_EXTENSIONS: Readonly<Record<MediaUse, readonly MediaExtension[]>> = {
  image: ['svg', 'png', 'jpg', 'webp'],
  audio: ['mp3', 'm4a', 'ogg', 'wav'],
  video: ['mp4', 'webm'],
  captions: ['vtt'],
};

/**
 * Media stay small (issue 13): the app is read on phones, often on slow networks. A file above this is refused at
 * validation; a real recording belongs on a streaming service, not in the repository.
 */
export const MAX_MEDIA_BYTES = 2 * 1024 * 1024;

/** A media file name: a plain lowercase name in the theme's folder (no folders, no `..`), with an extension. */
export const MEDIA_FILE_NAME = /^[a-z0-9]+([._-][a-z0-9]+)*\.[a-z0-9]+$/;

export const extensionOf = (file: string): string => file.slice(file.lastIndexOf('.') + 1).toLowerCase();

export function mediaContentType(file: string): string {
  const extension = extensionOf(file);
  return Object.hasOwn(MEDIA_CONTENT_TYPES, extension)
    ? MEDIA_CONTENT_TYPES[extension as MediaExtension]
    : 'application/octet-stream';
}

const decoder = new TextDecoder();

/**
 * What makes a media file unsafe or unusable, read from its bytes. SVGs are served from the app's own origin, so
 * one with a script (or an event handler, a `javascript:` link, embedded HTML) could run as the app if opened
 * directly: refused. Captions must be WebVTT for the browser's <track> to read them.
 */
export function mediaContentProblem(file: string, body: Uint8Array): string | undefined {
  const extension = extensionOf(file);
  if (extension === 'svg') {
    const svg = decoder.decode(body);
    if (!/<svg[\s>]/i.test(svg)) return 'is not an SVG image';
    if (/<script|<foreignObject|\son[a-z]+\s*=|javascript:|<!ENTITY/i.test(svg)) {
      return 'SVG images may not carry scripts, event handlers, embedded HTML or entities';
    }
    if (/(href|src)\s*=\s*["']\s*(https?:)?\/\//i.test(svg)) return 'SVG images may not load other files';
  }
  if (extension === 'vtt' && !/^(\uFEFF)?WEBVTT([ \t\r\n]|$)/.test(decoder.decode(body.subarray(0, 16)))) {
    return 'is not a WebVTT file (it must start with WEBVTT)';
  }
  return undefined;
}
