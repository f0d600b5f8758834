import { type Locale, textDirection } from '@kinwell/core';

/**
 * The one HTML shell of every templated mail, and the rows it is built from. Mail clients want nested tables,
 * inline styles and 600px at most; Outlook on Windows wants VML for a rounded button. Each mail composes rows.
 */

const FONT = "Arial,'Helvetica Neue',Helvetica,sans-serif";
const TEXT_STYLE = 'font-size:16px;line-height:24px;color:#1f2933;';

/** A paragraph row; `html` is trusted markup with `{{placeholders}}` (the renderer escapes their values). */
export const paragraphRow = (html: string, style = TEXT_STYLE) =>
  `<tr><td style="padding:0 32px 16px;font-family:${FONT};${style}">${html}</td></tr>`;

/** The smaller grey print under a paragraph. */
export const NOTE_STYLE = 'font-size:14px;line-height:20px;color:#52606d;';

export const headingRow = (text: string) =>
  `<tr><td style="padding:16px 32px 8px;font-family:${FONT};font-size:24px;line-height:32px;font-weight:bold;color:#1f2933;">${text}</td></tr>`;

/** The company's logo (its alt text the platform's name, shown where images are blocked). */
export const logoRow = () =>
  `<tr><td style="padding:28px 32px 8px;">
<img src="{{logoImage}}" alt="{{platformName}}" height="40" style="display:block;height:40px;width:auto;max-width:240px;border:0;outline:none;text-decoration:none;font-family:${FONT};font-size:20px;font-weight:bold;color:{{brandColor}};">
</td></tr>`;

/**
 * A bulletproof button (a coloured cell holding a padded link, with a VML shape for Outlook on Windows), then the
 * link spelled out for clients that show no button.
 */
export function buttonRows(locale: Locale, button: { label: string; href: string }, linkHint: string): string {
  const start = textDirection(locale) === 'rtl' ? 'right' : 'left';
  return `<tr><td align="${start}" style="padding:8px 32px 24px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td align="center" bgcolor="{{brandColor}}" style="border-radius:6px;background-color:{{brandColor}};">
<!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" href="${button.href}" style="height:48px;v-text-anchor:middle;width:260px;" arcsize="13%" stroke="f" fillcolor="{{brandColor}}"><w:anchorlock/><center style="color:{{brandTextColor}};font-family:${FONT};font-size:16px;font-weight:bold;">${button.label}</center></v:roundrect><![endif]-->
<!--[if !mso]><!--><a href="${button.href}" target="_blank" style="display:inline-block;padding:14px 28px;border:1px solid {{brandColor}};border-radius:6px;background-color:{{brandColor}};font-family:${FONT};font-size:16px;line-height:20px;font-weight:bold;color:{{brandTextColor}};text-decoration:none;">${button.label}</a><!--<![endif]-->
</td></tr></table>
</td></tr>
${paragraphRow(`${linkHint}<br><a href="${button.href}" style="color:{{brandColor}};word-break:break-all;">${button.href}</a>`, NOTE_STYLE)}`;
}

export interface MailDocument {
  locale: Locale;
  /** The document title (a mail client may show it): the mail's heading. */
  title: string;
  /** The inbox preview line, hidden in the body. */
  preheader?: string;
  /** The card's top border: the company's colour placeholder, or a fixed colour for mails sent before any brand. */
  accent?: string;
  /** The card's rows, in order (headingRow, paragraphRow, buttonRows…). */
  rows: string[];
  /** Small print under the card, one line each. */
  footer?: string[];
}

/** A whole mail body in the reader's language and direction. */
export function mailDocument({
  locale,
  title,
  preheader,
  accent = '{{brandColor}}',
  rows,
  footer = [],
}: MailDocument): string {
  const dir = textDirection(locale);
  const start = dir === 'rtl' ? 'right' : 'left';
  // The zero-width run after the preheader keeps clients from filling the preview with the body's first words.
  const hidden = preheader
    ? `<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;font-size:1px;line-height:1px;color:#f4f6f8;">${preheader}${'&#8199;&#65279;&#847;'.repeat(4)}</div>\n`
    : '';
  const smallPrint = footer.length
    ? `<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;text-align:${start};">
${footer.map((line) => `<tr><td style="padding:12px 32px 0;font-family:${FONT};font-size:12px;line-height:18px;color:#7b8794;">${line}</td></tr>`).join('\n')}
</table>\n`
    : '';
  return `<!doctype html>
<html lang="${locale}" dir="${dir}" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${title}</title>
<!--[if mso]><noscript><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml></noscript><![endif]-->
</head>
<body dir="${dir}" style="margin:0;padding:0;width:100%;background-color:#f4f6f8;">
${hidden}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f6f8;">
<tr><td align="center" style="padding:24px 12px;">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:8px;border-top:6px solid ${accent};text-align:${start};">
${rows.join('\n')}
</table>
${smallPrint}<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
}

/** A line of copy outside HTML (subject, plain text): no tags, Handlebars' triple braces so values go in as is. */
export const unmarked = (line: string) => line.replace(/<[^>]+>/g, '').replace(/\{\{([\w-]+)\}\}/g, '{{{$1}}}');

/** A line of the plain-text part; in Arabic it opens with a right-to-left mark, whatever its first character. */
export const plainLine = (line: string, locale: Locale) =>
  textDirection(locale) === 'rtl' ? `\u200f${unmarked(line)}` : unmarked(line);
