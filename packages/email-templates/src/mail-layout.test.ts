import { describe, expect, it } from 'vitest';
import { buttonRows, headingRow, mailDocument, paragraphRow, plainLine, unmarked } from './mail-layout';

describe('mailDocument', () => {
  it('sets the language and direction on the document and the card, right-aligned in Arabic', () => {
    const html = mailDocument({ locale: 'ar', title: 'مرحبا', rows: [headingRow('مرحبا'), paragraphRow('نص')] });
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain('<body dir="rtl"');
    expect(html).toContain('text-align:right;');
    expect(html).toContain('<title>مرحبا</title>');
  });

  it('hides the preheader, and leaves out the small print when there is none', () => {
    const html = mailDocument({ locale: 'en', title: 'Hi', preheader: 'Preview line', rows: [paragraphRow('Body')] });
    expect(html).toMatch(/<div style="display:none;[^"]*">Preview line/);
    expect(html).not.toContain('font-size:12px');
    const withFooter = mailDocument({ locale: 'en', title: 'Hi', rows: [], footer: ['Small print'] });
    expect(withFooter).toContain('font-size:12px;line-height:18px;color:#7b8794;">Small print</td>');
    expect(withFooter).not.toContain('display:none');
  });

  it('borders the card in the brand colour unless told otherwise', () => {
    expect(mailDocument({ locale: 'en', title: 'Hi', rows: [] })).toContain('border-top:6px solid {{brandColor}}');
    expect(mailDocument({ locale: 'en', title: 'Hi', rows: [], accent: '#1ab69d' })).toContain(
      'border-top:6px solid #1ab69d',
    );
  });
});

describe('buttonRows', () => {
  it('is a link for every client, a VML shape for Outlook, and the address spelled out', () => {
    const html = buttonRows('fr', { label: 'Rejoindre', href: '{{activationLink}}' }, 'Ou ouvrez ce lien :');
    expect(html).toContain('<a href="{{activationLink}}" target="_blank"');
    expect(html).toContain('<v:roundrect');
    expect(html).toContain('Ou ouvrez ce lien :<br><a href="{{activationLink}}"');
    expect(buttonRows('ar', { label: 'x', href: '#' }, 'y')).toContain('align="right"');
  });
});

describe('plain text lines', () => {
  it('drop tags, take values as is, and open with a right-to-left mark in Arabic', () => {
    expect(unmarked('<strong>{{name}}</strong> invited you')).toBe('{{{name}}} invited you');
    expect(plainLine('{{code}} رمزك', 'ar')).toBe('\u200f{{{code}}} رمزك');
    expect(plainLine('Your code', 'ja')).toBe('Your code');
  });
});
