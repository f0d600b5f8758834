import { DEFAULT_BRAND_COLORS, DEFAULT_LOCALE, type Locale, textDirection } from '@kinwell/core';
import { mailCopy } from './copy';
import { escapeHtml } from './escape-html';

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
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}"><body dir="${dir}" style="margin:0;padding:0;background:#f4f6f8;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;padding:24px 0;">
<tr><td align="center">
<table role="presentation" dir="${dir}" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;width:100%;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;color:#1f2933;text-align:${dir === 'rtl' ? 'right' : 'left'};">
<tr><td style="padding:24px 32px 8px;font-size:20px;font-weight:bold;color:${color};">${name}</td></tr>
<tr><td style="padding:8px 32px;font-size:16px;line-height:24px;">${escapeHtml(intro)}</td></tr>
<tr><td dir="ltr" style="padding:16px 32px;font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center;">${escapeHtml(code)}</td></tr>
<tr><td style="padding:8px 32px 24px;font-size:14px;line-height:20px;color:#52606d;">${escapeHtml(validity)}</td></tr>
</table>
</td></tr>
</table>
</body></html>`;
  return { subject, text, html };
}
