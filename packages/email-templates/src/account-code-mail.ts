import { DEFAULT_BRAND_COLORS, DEFAULT_LOCALE, type Locale, textDirection } from '@kinwell/core';
import { mailCopy } from './copy';
import { escapeHtml } from './escape-html';
import { mailDocument, NOTE_STYLE, paragraphRow } from './mail-layout';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type AccountCodePurpose = 'signup' | 'reset';

export interface AccountCodeMailOptions {
  /** The recipient's language; English when unknown. */
  locale?: Locale | undefined;
  /** The company's brand, when known: its name heads the mail in its colour. */
  brand?: { platformName: string; brandColor: string } | undefined;
}

/**
 * The mail carrying a sign-up or reset code, in the recipient's language. Locally the identity provider sends this
 * rendering; in AWS Cognito sends its own message (infra's auth stack).
 */
export function accountCodeMail(
  purpose: AccountCodePurpose,
  code: string,
  { locale = DEFAULT_LOCALE, brand }: AccountCodeMailOptions = {},
): RenderedMail {
  const { code: copy } = mailCopy[locale];
  const { subject, intro, validity } = copy[purpose];
  const dir = textDirection(locale);
  const mark = dir === 'rtl' ? '\u200f' : '';
  const text = [intro, code, validity, copy.signature].map((line) => `${mark}${line}`).join('\n\n');
  const name = escapeHtml(brand?.platformName ?? 'Kinwell');
  const color = escapeHtml(brand?.brandColor ?? DEFAULT_BRAND_COLORS.primary);
  const html = mailDocument({
    locale,
    title: escapeHtml(subject),
    accent: color,
    rows: [
      paragraphRow(name, `padding-top:24px;font-size:20px;line-height:28px;font-weight:bold;color:${color};`),
      paragraphRow(escapeHtml(intro)),
      paragraphRow(
        `<span dir="ltr">${escapeHtml(code)}</span>`,
        'font-size:32px;line-height:40px;font-weight:bold;letter-spacing:8px;color:#1f2933;',
      ),
      paragraphRow(escapeHtml(validity), NOTE_STYLE),
    ],
  });
  return { subject, text, html };
}
