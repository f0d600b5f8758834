import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  type MailTemplateData,
  type MailTemplateName,
  readableTextOn,
  textDirection,
} from '@kinwell/core';
import { accountDeletedTemplates } from './account-deleted-mail';
import { contactTemplate } from './contact-mail';
import { type CardCopy, mailCopy } from './copy';
import { personalEmailCodeTemplates } from './personal-email-code-mail';

/**
 * The product's templated mails (spec §7 "Invitation emails"): one source for two uses.
 * - `sesTemplates` are the SES v2 templates infra creates (`AWS::SES::Template` / sesv2 CreateEmailTemplate);
 *   SES fills them with the `TemplateData` the SES adapter sends.
 * - `renderMailTemplate` fills the very same text locally, for the local mailbox.
 *
 * Placeholders follow SES's Handlebars: `{{name}}` is HTML-escaped (used in the HTML part), `{{{name}}}` is
 * inserted as is (used in the subject and the plain-text part, which are not HTML). No helpers, blocks or
 * partials: plain substitution, so the local rendering is exactly what SES sends.
 */
export interface MailTemplate<T extends MailTemplateName = MailTemplateName> {
  name: T;
  /** The language of its words: one template per mail and language (the contact mail, to the team, is English). */
  locale: Locale;
  subject: string;
  html: string;
  text: string;
}

/** The SES template of a mail in a language (infra prefixes it per environment): `invite-ar`, `contact`. */
export const sesTemplateId = (template: Pick<MailTemplate, 'name' | 'locale'>) =>
  template.name === 'contact' ? template.name : `${template.name}-${template.locale}`;

/** The values each template is filled with: the keys of its `MailTemplateData`, every one of them. */
export const mailTemplateFields = {
  invite: [
    'firstName',
    'lastName',
    'employeeName',
    'inviterEmail',
    'activationLink',
    'supportLink',
    'platformName',
    'logoImage',
    'brandColor',
  ],
  'invite-child': ['firstName', 'inviterEmail', 'activationLink', 'platformName', 'logoImage', 'brandColor'],
  welcome: ['firstName', 'activationLink', 'platformName', 'logoImage', 'brandColor'],
  contact: ['name', 'email', 'company', 'topic', 'message', 'receivedAt'],
  'account-deleted': ['platformName', 'logoImage', 'brandColor'],
  'personal-email-code': ['code', 'expiresInMinutes'],
} as const satisfies { [T in MailTemplateName]: readonly (keyof MailTemplateData[T])[] };

// Compile-time: every field of the domain's data is listed above (the `satisfies` checks the other way).
type Unlisted = {
  [T in MailTemplateName]: Exclude<keyof MailTemplateData[T], (typeof mailTemplateFields)[T][number]>;
}[MailTemplateName];
const everyFieldListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyFieldListed;

/**
 * Values the templates derive from the domain's data rather than receive: the button text colour, near-black or
 * white, whichever keeps WCAG AA contrast on the company's brand colour. Both SES (through the adapter's
 * TemplateData) and the local rendering are filled with `templateData(...)`.
 */
export const derivedTemplateFields = {
  brandTextColor: (data: Record<string, string>) => (data.brandColor ? readableTextOn(data.brandColor) : '#ffffff'),
} as const;

/** The domain's data plus the derived values: what a template is filled with. */
export function templateData<T extends MailTemplateName>(_name: T, data: MailTemplateData[T]): Record<string, string> {
  const values = data as unknown as Record<string, string>;
  if (!('brandColor' in values)) return values;
  return { ...values, brandTextColor: derivedTemplateFields.brandTextColor(values) };
}

const FONT = "Arial,'Helvetica Neue',Helvetica,sans-serif";

interface Layout {
  locale: Locale;
  preheader: string;
  heading: string;
  /** Paragraphs, already HTML with `{{placeholders}}`. */
  paragraphs: string[];
  button: { label: string; href: string };
  /** Small print under the card. */
  footer: string[];
  linkHint: string;
}

const paragraph = (html: string) =>
  `<tr><td style="padding:0 32px 16px;font-family:${FONT};font-size:16px;line-height:24px;color:#1f2933;">${html}</td></tr>`;

/**
 * A mail body that reads well in mail clients: nested tables, inline styles, 600px wide at most, a hidden
 * preheader (the inbox preview line), a bulletproof button (a coloured cell holding a padded link, with a
 * VML shape for Outlook on Windows) and the link spelled out for clients that show no button.
 */
function layout({ locale, preheader, heading, paragraphs, button, footer, linkHint }: Layout): string {
  const dir = textDirection(locale);
  const start = dir === 'rtl' ? 'right' : 'left';
  return `<!doctype html>
<html lang="${locale}" dir="${dir}" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${heading}</title>
<!--[if mso]><noscript><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml></noscript><![endif]-->
</head>
<body dir="${dir}" style="margin:0;padding:0;width:100%;background-color:#f4f6f8;">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;font-size:1px;line-height:1px;color:#f4f6f8;">${preheader}&#8199;&#65279;&#847;&#8199;&#65279;&#847;&#8199;&#65279;&#847;&#8199;&#65279;&#847;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f6f8;">
<tr><td align="center" style="padding:24px 12px;">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:8px;border-top:6px solid {{brandColor}};text-align:${start};">
<tr><td style="padding:28px 32px 8px;">
<img src="{{logoImage}}" alt="{{platformName}}" height="40" style="display:block;height:40px;width:auto;max-width:240px;border:0;outline:none;text-decoration:none;font-family:${FONT};font-size:20px;font-weight:bold;color:{{brandColor}};">
</td></tr>
<tr><td style="padding:16px 32px 8px;font-family:${FONT};font-size:24px;line-height:32px;font-weight:bold;color:#1f2933;">${heading}</td></tr>
${paragraphs.map(paragraph).join('\n')}
<tr><td align="${start}" style="padding:8px 32px 24px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td align="center" bgcolor="{{brandColor}}" style="border-radius:6px;background-color:{{brandColor}};">
<!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" href="${button.href}" style="height:48px;v-text-anchor:middle;width:260px;" arcsize="13%" stroke="f" fillcolor="{{brandColor}}"><w:anchorlock/><center style="color:{{brandTextColor}};font-family:${FONT};font-size:16px;font-weight:bold;">${button.label}</center></v:roundrect><![endif]-->
<!--[if !mso]><!--><a href="${button.href}" target="_blank" style="display:inline-block;padding:14px 28px;border:1px solid {{brandColor}};border-radius:6px;background-color:{{brandColor}};font-family:${FONT};font-size:16px;line-height:20px;font-weight:bold;color:{{brandTextColor}};text-decoration:none;">${button.label}</a><!--<![endif]-->
</td></tr></table>
</td></tr>
${paragraph(`<span style="font-size:14px;line-height:20px;color:#52606d;">${linkHint}<br><a href="${button.href}" style="color:{{brandColor}};word-break:break-all;">${button.href}</a></span>`)}
</table>
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;text-align:${start};">
${footer.map((line) => `<tr><td style="padding:12px 32px 0;font-family:${FONT};font-size:12px;line-height:18px;color:#7b8794;">${line}</td></tr>`).join('\n')}
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
}

// Links the copy names in the small print, shown as links in the HTML part.
const linked = (html: string) =>
  html.replace('{{supportLink}}', '<a href="{{supportLink}}" style="color:#52606d;">{{supportLink}}</a>');

/** A line of copy outside HTML (subject, plain text): no tags, values inserted as is. */
const unmarked = (line: string) => line.replace(/<[^>]+>/g, '').replace(/\{\{([\w-]+)\}\}/g, '{{{$1}}}');

/** A line of the plain-text part; in Arabic it opens with a right-to-left mark, so clients show it that way. */
const plain = (line: string, locale: Locale) =>
  textDirection(locale) === 'rtl' ? `\u200f${unmarked(line)}` : unmarked(line);

/** A branded card mail in one language: its subject, its HTML (the layout above) and its plain text. */
function card<T extends 'invite' | 'invite-child' | 'welcome'>(
  name: T,
  locale: Locale,
  copy: CardCopy,
): MailTemplate<T> {
  const { linkHint } = mailCopy[locale];
  const text = [...copy.paragraphs, `${copy.button}:`, '{{activationLink}}', ...copy.footer].map((line) =>
    plain(line, locale),
  );
  return {
    name,
    locale,
    subject: unmarked(copy.subject),
    html: layout({
      locale,
      preheader: copy.preheader,
      heading: copy.heading,
      paragraphs: copy.paragraphs,
      button: { label: copy.button, href: '{{activationLink}}' },
      footer: copy.footer.map(linked),
      linkHint,
    }),
    // The button's words and its link read as one paragraph.
    text: `${text.slice(0, copy.paragraphs.length).join('\n\n')}\n\n${text[copy.paragraphs.length]}\n${text[copy.paragraphs.length + 1]}\n\n${text.slice(copy.paragraphs.length + 2).join('\n\n')}\n`,
  };
}

/** The invitation and welcome mails in every language: branded, with a button into the app. */
export const invitationTemplates: readonly MailTemplate[] = LOCALES.flatMap((locale) => [
  card('invite', locale, mailCopy[locale].invite),
  card('invite-child', locale, mailCopy[locale].inviteChild),
  card('welcome', locale, mailCopy[locale].welcome),
]);

/** Every templated mail, as SES templates: infra creates one SES template per entry (`sesTemplateId`). */
export const sesTemplates: readonly MailTemplate[] = [
  ...invitationTemplates,
  contactTemplate,
  ...accountDeletedTemplates,
  ...personalEmailCodeTemplates,
];

const byId = new Map<string, MailTemplate>(sesTemplates.map((t) => [`${t.name}/${t.locale}`, t]));

/** A mail's template in a language; English where the mail exists in English only (the team's contact mail). */
export function mailTemplate<T extends MailTemplateName>(name: T, locale: Locale = DEFAULT_LOCALE): MailTemplate<T> {
  const found = byId.get(`${name}/${locale}`) ?? byId.get(`${name}/${DEFAULT_LOCALE}`);
  if (!found) throw new Error(`No mail template named '${name}'`);
  return found as MailTemplate<T>;
}

/** Handlebars' escaping of `{{name}}`, which SES applies. */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '`': '&#x60;',
  '=': '&#x3D;',
};
const escapeForTemplate = (value: string) => value.replace(/[&<>"'`=]/g, (c) => ESCAPES[c] ?? c);

const PLACEHOLDER = /\{\{\{\s*([\w-]+)\s*\}\}\}|\{\{\s*([\w-]+)\s*\}\}/g;

/** The placeholder names a template part uses. */
export function placeholdersOf(part: string): string[] {
  return [...new Set([...part.matchAll(PLACEHOLDER)].map((m) => (m[1] ?? m[2]) as string))];
}

function fill(part: string, data: Record<string, string>, template: string): string {
  return part.replace(PLACEHOLDER, (_, raw: string | undefined, escaped: string | undefined) => {
    const key = (raw ?? escaped) as string;
    const value = data[key];
    // SES would print nothing; locally a missing value is a bug we want to see at once.
    if (typeof value !== 'string') throw new Error(`Mail template '${template}' needs a value for '${key}'`);
    return raw !== undefined ? value : escapeForTemplate(value);
  });
}

/** The mail SES would send for `name` filled with `data`: what the local mailbox stores. */
export function renderMailTemplate<T extends MailTemplateName>(
  name: T,
  data: MailTemplateData[T],
  locale: Locale = DEFAULT_LOCALE,
): { subject: string; html: string; text: string } {
  const template = mailTemplate(name, locale);
  const values = templateData(name, data);
  return {
    subject: fill(template.subject, values, name),
    html: fill(template.html, values, name),
    text: fill(template.text, values, name),
  };
}
