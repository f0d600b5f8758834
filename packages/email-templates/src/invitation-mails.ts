import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  type MailTemplateData,
  type MailTemplateName,
  readableTextOn,
} from '@kinwell/core';
import { accountDeletedTemplates } from './account-deleted-mail';
import { contactTemplate } from './contact-mail';
import { type CardCopy, mailCopy } from './copy';
import { linkHints } from './copy/link-hints';
import { buttonRows, headingRow, logoRow, mailDocument, paragraphRow, plainLine, unmarked } from './mail-layout';
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

// Links the copy names in the small print, shown as links in the HTML part.
const linked = (html: string) =>
  html.replace('{{supportLink}}', '<a href="{{supportLink}}" style="color:#52606d;">{{supportLink}}</a>');

/** A branded card mail in one language: its subject, its HTML (logo, heading, paragraphs, button) and its plain text. */
function card<T extends 'invite' | 'invite-child' | 'welcome'>(
  name: T,
  locale: Locale,
  copy: CardCopy,
): MailTemplate<T> {
  const text = [...copy.paragraphs, `${copy.button}:`, '{{activationLink}}', ...copy.footer].map((line) =>
    plainLine(line, locale),
  );
  return {
    name,
    locale,
    subject: unmarked(copy.subject),
    html: mailDocument({
      locale,
      title: copy.heading,
      preheader: copy.preheader,
      rows: [
        logoRow(),
        headingRow(copy.heading),
        ...copy.paragraphs.map((html) => paragraphRow(html)),
        buttonRows(locale, { label: copy.button, href: '{{activationLink}}' }, linkHints[locale]),
      ],
      footer: copy.footer.map(linked),
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
