import type { MailAttachment, OutgoingMail } from '../ports/mail-sender';

/**
 * A whole mail as MIME text (RFC 5322 / 2045-2049), for a mail service that takes raw messages (SES's
 * `Content.Raw`) because the mail carries files. Shape, after RFC 6047 and what calendar services send:
 *
 *   multipart/mixed
 *   ├─ multipart/alternative
 *   │  ├─ text/plain
 *   │  ├─ text/html
 *   │  └─ text/calendar; method=…   (each calendar file, so clients show "add to calendar")
 *   └─ each attachment, as a file
 *
 * Every body part is UTF-8 in base64 (lines of 76), so no line is too long and no byte is lost on the way;
 * headers that are not plain ASCII are RFC 2047 encoded words. No SDK, no Node API: it runs anywhere.
 */
export interface MimeMessageInput extends OutgoingMail {
  from: string;
  date: Date;
  /** `<id@host>`; the mail service sets one when absent. */
  messageId?: string | undefined;
  /** Random when absent; fixed in tests. */
  boundarySeed?: string | undefined;
}

const CRLF = '\r\n';
const encoder = new TextEncoder();

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** UTF-8 text in base64, wrapped at 76 characters (RFC 2045 §6.8). */
export function base64Body(text: string): string {
  const encoded = base64(encoder.encode(text));
  return (encoded.match(/.{1,76}/g) ?? ['']).join(CRLF);
}

// Printable ASCII with no "=?" that a reader could take for an encoded word.
const PLAIN_HEADER = /^[\x20-\x7e]*$/;

/**
 * A header value as RFC 2047 encoded words when it is not plain ASCII: `=?UTF-8?B?…?=`, each word at most 75
 * characters and never splitting a character's bytes, joined by folding whitespace.
 */
export function encodeHeaderText(text: string): string {
  if (PLAIN_HEADER.test(text) && !text.includes('=?')) return text;
  const words: string[] = [];
  let chunk: number[] = [];
  // 36 bytes are 48 in base64, a word of 60: with a header's name before it, the line stays within 78.
  const MAX_BYTES = 36;
  for (const char of text) {
    const bytes = [...encoder.encode(char)];
    if (chunk.length + bytes.length > MAX_BYTES) {
      words.push(`=?UTF-8?B?${base64(Uint8Array.from(chunk))}?=`);
      chunk = [];
    }
    chunk.push(...bytes);
  }
  if (chunk.length) words.push(`=?UTF-8?B?${base64(Uint8Array.from(chunk))}?=`);
  return words.join(`${CRLF} `);
}

/**
 * An address header value: `Name <a@b>` keeps the address as is and encodes the name when it needs it (a plain
 * name with specials is quoted).
 */
export function encodeAddress(address: string): string {
  const match = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(address);
  if (!match) return address.trim();
  const [, name = '', email = ''] = match;
  if (!name) return `<${email}>`;
  const unquoted = name.replace(/^"(.*)"$/, '$1');
  if (!PLAIN_HEADER.test(unquoted) || unquoted.includes('=?')) return `${encodeHeaderText(unquoted)} <${email}>`;
  const needsQuotes = /[()<>[\]:;@\\,."]/.test(unquoted);
  return needsQuotes ? `"${unquoted.replace(/(["\\])/g, '\\$1')}" <${email}>` : `${unquoted} <${email}>`;
}

/** A parameter value, quoted (RFC 2045 tspecials allowed inside quotes). */
const quoted = (value: string) => `"${value.replace(/["\\\r\n]/g, '')}"`;

const isCalendar = (attachment: MailAttachment) => /^text\/calendar\b/i.test(attachment.contentType);

/** The media type with `charset=UTF-8` added unless it names one. */
const withCharset = (contentType: string) =>
  /;\s*charset=/i.test(contentType) ? contentType : `${contentType}; charset=UTF-8`;

function part(headers: string[], body: string): string {
  return `${headers.join(CRLF)}${CRLF}${CRLF}${body}`;
}

function multipart(boundary: string, parts: string[]): string {
  return `${parts.map((p) => `--${boundary}${CRLF}${p}${CRLF}`).join('')}--${boundary}--`;
}

function randomSeed(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The message, CRLF line ends throughout, ready for SES `Content.Raw.Data` (as UTF-8 bytes: it is all ASCII). */
export function buildMimeMessage(input: MimeMessageInput): string {
  const seed = input.boundarySeed ?? randomSeed();
  // Base64 never holds "=_" followed by text, so these boundaries cannot occur in a body.
  const mixed = `=_mixed_${seed}`;
  const alternative = `=_alt_${seed}`;
  const attachments = input.attachments ?? [];
  const textPart = (contentType: string, body: string, extra: string[] = []) =>
    part(
      [`Content-Type: ${withCharset(contentType)}`, 'Content-Transfer-Encoding: base64', ...extra],
      base64Body(body),
    );

  const alternatives = multipart(alternative, [
    textPart('text/plain', input.text),
    textPart('text/html', input.html),
    ...attachments.filter(isCalendar).map((calendar) => textPart(calendar.contentType, calendar.content)),
  ]);
  const files = attachments.map((attachment) =>
    // The file's name on a folded line of its own: the header stays short whatever the media type.
    textPart(`${attachment.contentType};${CRLF} name=${quoted(attachment.filename)}`, attachment.content, [
      `Content-Disposition: attachment;${CRLF} filename=${quoted(attachment.filename)}`,
    ]),
  );
  const headers = [
    `From: ${encodeAddress(input.from)}`,
    `To: ${encodeAddress(input.to)}`,
    `Subject: ${encodeHeaderText(input.subject)}`,
    `Date: ${input.date.toUTCString().replace('GMT', '+0000')}`,
    ...(input.messageId ? [`Message-ID: ${input.messageId}`] : []),
    'MIME-Version: 1.0',
  ];
  const body = files.length
    ? part(
        [`Content-Type: multipart/mixed; boundary=${quoted(mixed)}`],
        multipart(mixed, [
          part([`Content-Type: multipart/alternative; boundary=${quoted(alternative)}`], alternatives),
          ...files,
        ]),
      )
    : part([`Content-Type: multipart/alternative; boundary=${quoted(alternative)}`], alternatives);
  return `${headers.join(CRLF)}${CRLF}${body}${CRLF}`;
}
