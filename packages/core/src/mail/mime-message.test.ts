import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { base64Body, buildMimeMessage, encodeAddress, encodeHeaderText, type MimeMessageInput } from './mime-message';

const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nSUMMARY:Séance avec Amélie\r\nEND:VCALENDAR\r\n';
const mail: MimeMessageInput = {
  from: 'Kinwell <bookings@kinwell.example>',
  to: 'jane@acme.example',
  subject: 'Votre séance est réservée : lundi 15 mars à 14:00 — 予約確認',
  text: 'Bonjour Jane,\n\nVotre séance est réservée. مرحبا',
  html: '<p>Bonjour <strong>Jane</strong>, votre séance est réservée.</p>',
  date: new Date('2027-03-01T10:00:00Z'),
  messageId: '<booking-1@kinwell.example>',
  boundarySeed: 'test',
  attachments: [{ filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: ics }],
};

/** The message read by a real MIME parser (postal-mime, used by mail services and clients). */
const parse = (raw: string) => PostalMime.parse(raw);

describe('the MIME message of a mail with a calendar file', () => {
  it('is read back whole by a MIME parser: headers, both bodies, the calendar file', async () => {
    const parsed = await parse(buildMimeMessage(mail));
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.from).toMatchObject({ name: 'Kinwell', address: 'bookings@kinwell.example' });
    expect(parsed.to?.[0]).toMatchObject({ address: 'jane@acme.example' });
    expect(parsed.messageId).toBe('<booking-1@kinwell.example>');
    expect(parsed.text?.trim()).toBe(mail.text);
    expect(parsed.html?.trim()).toBe(mail.html);
    const files = parsed.attachments.filter((a) => a.filename === 'invite.ics');
    expect(files).toHaveLength(1);
    expect(files[0]?.mimeType).toBe('text/calendar');
    expect(files[0]?.disposition).toBe('attachment');
    const content = files[0]?.content;
    // The parser hands calendar text back with its line ends made LF; the exact bytes are checked below.
    expect(typeof content === 'string' ? content : new TextDecoder().decode(content)).toBe(ics.replace(/\r\n/g, '\n'));
  });

  it('carries the calendar file byte for byte (CRLF line ends and UTF-8 kept)', () => {
    const raw = buildMimeMessage(mail);
    const file = raw.slice(raw.indexOf('filename="invite.ics"'));
    const body = file.slice(file.indexOf('\r\n\r\n') + 4, file.indexOf('\r\n--'));
    const bytes = Uint8Array.from(atob(body.replace(/\r\n/g, '')), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe(ics);
  });

  it('offers the calendar file as an alternative too, with its method (RFC 6047)', () => {
    const raw = buildMimeMessage(mail);
    expect(raw).toContain('Content-Type: multipart/mixed; boundary="=_mixed_test"');
    expect(raw).toContain('Content-Type: multipart/alternative; boundary="=_alt_test"');
    const alternative = raw.slice(raw.indexOf('--=_alt_test'), raw.indexOf('--=_alt_test--'));
    expect(alternative).toContain('Content-Type: text/calendar; method=REQUEST; charset=UTF-8');
    expect(raw).toContain(
      'Content-Type: text/calendar; method=REQUEST;\r\n name="invite.ics"; charset=UTF-8\r\nContent-Transfer-Encoding: base64\r\nContent-Disposition: attachment;\r\n filename="invite.ics"',
    );
  });

  it('is plain ASCII with CRLF line ends and no line over 78 characters', () => {
    const raw = buildMimeMessage(mail);
    expect(raw).toMatch(/^[\x20-\x7e\r\n]*$/);
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
    expect(raw).toContain('MIME-Version: 1.0');
    expect(raw).toContain('Date: Mon, 01 Mar 2027 10:00:00 +0000');
  });

  it('without files is one multipart/alternative message', async () => {
    const raw = buildMimeMessage({ ...mail, attachments: [] });
    expect(raw).not.toContain('multipart/mixed');
    const parsed = await parse(raw);
    expect(parsed.attachments).toEqual([]);
    expect(parsed.text?.trim()).toBe(mail.text);
  });

  it('picks a fresh boundary for each message', () => {
    const { boundarySeed: _, ...random } = mail;
    const first = /boundary="([^"]+)"/.exec(buildMimeMessage(random))?.[1];
    const second = /boundary="([^"]+)"/.exec(buildMimeMessage(random))?.[1];
    expect(first).toMatch(/^=_mixed_[0-9a-f]{24}$/);
    expect(first).not.toBe(second);
  });
});

describe('MIME encodings', () => {
  it('base64 bodies wrap at 76 characters and decode to the UTF-8 text', () => {
    const text = 'é'.repeat(100);
    const body = base64Body(text);
    for (const line of body.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    expect(new TextDecoder().decode(Uint8Array.from(atob(body.replace(/\r\n/g, '')), (c) => c.charCodeAt(0)))).toBe(
      text,
    );
    expect(base64Body('')).toBe('');
  });

  it('leaves ASCII headers as they are and encodes the rest in words of at most 75 characters', () => {
    expect(encodeHeaderText('Your session is booked')).toBe('Your session is booked');
    const encoded = encodeHeaderText('セッションの予約が完了しました：3月15日（月）14:00 日本標準時');
    for (const word of encoded.split('\r\n ')) {
      expect(word).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
      expect(word.length).toBeLessThanOrEqual(75);
    }
    // Something that looks like an encoded word is encoded, so it reads back as written.
    expect(encodeHeaderText('=?x?=')).toMatch(/^=\?UTF-8\?B\?/);
  });

  it('encodes the display name of an address, never the address', () => {
    expect(encodeAddress('jane@acme.example')).toBe('jane@acme.example');
    expect(encodeAddress('Kinwell <a@b.example>')).toBe('Kinwell <a@b.example>');
    expect(encodeAddress('Dr. Durand <a@b.example>')).toBe('"Dr. Durand" <a@b.example>');
    expect(encodeAddress('Amélie <a@b.example>')).toBe(`${encodeHeaderText('Amélie')} <a@b.example>`);
  });
});
