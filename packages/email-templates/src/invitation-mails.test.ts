import { LOCALES, type MailTemplateData, type MailTemplateName } from '@kinwell/core';
import { describe, expect, it } from 'vitest';
import { accountCodeMail } from './account-code-mail';
import {
  derivedTemplateFields,
  invitationTemplates,
  mailTemplate,
  mailTemplateFields,
  placeholdersOf,
  renderMailTemplate,
  sesTemplateId,
  sesTemplates,
} from './invitation-mails';

const branding = {
  platformName: 'Acme Health',
  logoImage: 'https://app.kinwell.example/api/s3/company-logo/acme',
  brandColor: '#4c6ef5',
};
const samples: {
  [T in Exclude<MailTemplateName, 'contact' | 'personal-email-code' | 'account-deleted'>]: MailTemplateData[T];
} = {
  invite: {
    ...branding,
    firstName: 'Sam',
    lastName: "O'Neil",
    employeeName: 'Jane Doe',
    inviterEmail: 'jane@acme.example',
    activationLink: 'https://app.kinwell.example/register?bid=acme&from=invite',
    supportLink: 'https://app.kinwell.example/contact',
  },
  'invite-child': {
    ...branding,
    firstName: 'Lee',
    inviterEmail: 'jane@acme.example',
    activationLink: 'https://app.kinwell.example/register?bid=acme',
  },
  welcome: { ...branding, firstName: 'Jane', activationLink: 'https://app.kinwell.example/' },
};
const names = Object.keys(samples) as (keyof typeof samples)[];

describe('the SES templates', () => {
  it("are one per templated mail and language (the team's contact mail in English), each with three parts", () => {
    const ids = sesTemplates.map(sesTemplateId);
    expect(ids).toEqual([
      ...LOCALES.flatMap((locale) => [`invite-${locale}`, `invite-child-${locale}`, `welcome-${locale}`]),
      'contact',
      ...LOCALES.map((locale) => `account-deleted-${locale}`),
      ...LOCALES.map((locale) => `personal-email-code-${locale}`),
    ]);
    for (const template of sesTemplates) {
      expect(template.subject.length, template.name).toBeGreaterThan(0);
      expect(template.html, template.name).toContain('<table role="presentation"');
      expect(template.text.length, template.name).toBeGreaterThan(0);
      // SES template names: letters, digits, dashes and underscores.
      expect(sesTemplateId(template)).toMatch(/^[\w-]{1,64}$/);
    }
  });

  it('are the invitation mails in every language plus the contact form mail', () => {
    expect(new Set(invitationTemplates.map((t) => t.name))).toEqual(new Set(['invite', 'invite-child', 'welcome']));
    expect(invitationTemplates).toHaveLength(3 * LOCALES.length);
  });

  it('use exactly the fields the domain fills, in every part', () => {
    for (const template of sesTemplates) {
      const used = new Set([
        ...placeholdersOf(template.subject),
        ...placeholdersOf(template.html),
        ...placeholdersOf(template.text),
      ]);
      // The deletion confirmation has no button, so no button text colour either.
      const unbranded = ['contact', 'personal-email-code', 'account-deleted'].includes(template.name);
      const derived = unbranded ? [] : Object.keys(derivedTemplateFields);
      expect([...used].sort(), template.name).toEqual([...mailTemplateFields[template.name], ...derived].sort());
      if (unbranded) continue;
      expect(placeholdersOf(template.text), template.name).toEqual(
        expect.arrayContaining(['firstName', 'activationLink']),
      );
    }
  });

  it('escape in HTML ({{x}}) and insert as is in the subject and text ({{{x}}})', () => {
    for (const template of sesTemplates) {
      expect(template.html, template.name).not.toMatch(/\{\{\{/);
      expect(template.subject.replace(/\{\{\{[\w-]+\}\}\}/g, ''), template.name).not.toMatch(/\{\{/);
      expect(template.text.replace(/\{\{\{[\w-]+\}\}\}/g, ''), template.name).not.toMatch(/\{\{/);
    }
  });

  it('carry a preheader, the logo, the brand colour and a bulletproof button', () => {
    for (const template of invitationTemplates) {
      expect(template.html).toMatch(/<div style="display:none;[^"]*">/);
      expect(template.html).toContain('<img src="{{logoImage}}" alt="{{platformName}}"');
      expect(template.html).toContain('bgcolor="{{brandColor}}"');
      expect(template.html).toContain('<v:roundrect');
      expect(template.html).toContain('href="{{activationLink}}"');
    }
  });
});

describe('renderMailTemplate', () => {
  it('renders each template from the same source, every placeholder filled', () => {
    for (const name of names) {
      const mail = renderMailTemplate(name, samples[name] as never);
      for (const part of [mail.subject, mail.html, mail.text]) expect(part, name).not.toMatch(/\{\{/);
      expect(mail.html).toContain('src="https://app.kinwell.example/api/s3/company-logo/acme"');
      expect(mail.html).toContain('background-color:#4c6ef5');
      expect(mail.text).toContain(samples[name].activationLink);
    }
  });

  it('says who invited whom', () => {
    const mail = renderMailTemplate('invite', samples.invite);
    expect(mail.subject).toBe('Jane Doe invited you to join Acme Health');
    expect(mail.text).toContain("Jane Doe (jane@acme.example) has invited you, Sam O'Neil, to join Acme Health");
    expect(mail.html).toContain('<strong>Jane Doe</strong> (jane@acme.example) has invited you');
    const child = renderMailTemplate('invite-child', samples['invite-child']);
    expect(child.text).toContain('Your parent jane@acme.example has invited you, Lee,');
  });

  it('escapes every value in the HTML, as SES does', () => {
    const mail = renderMailTemplate('invite', {
      ...samples.invite,
      firstName: '<script>alert(1)</script>',
      employeeName: 'Tom & "Jerry"',
      platformName: '<img src=x onerror=alert(1)>',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Tom &amp; &quot;Jerry&quot;');
    expect(mail.html).toContain('href="https://app.kinwell.example/register?bid&#x3D;acme&amp;from&#x3D;invite"');
    // Not HTML: shown as typed.
    expect(mail.subject).toBe('Tom & "Jerry" invited you to join <img src=x onerror=alert(1)>');
    expect(mail.text).toContain('Hi <script>alert(1)</script>,');
  });

  it('refuses to render with a value missing', () => {
    const { lastName: _, ...partial } = samples.invite;
    expect(() => renderMailTemplate('invite', partial as never)).toThrow(/needs a value for 'lastName'/);
  });

  it('finds templates by name and language, English for the contact mail', () => {
    expect(mailTemplate('welcome')).toMatchObject({ name: 'welcome', locale: 'en' });
    expect(mailTemplate('welcome', 'ja')).toMatchObject({ name: 'welcome', locale: 'ja' });
    expect(mailTemplate('contact', 'ar')).toMatchObject({ name: 'contact', locale: 'en' });
    expect(() => mailTemplate('nope' as never)).toThrow();
  });
});

describe('every mail in every language', () => {
  const english = Object.fromEntries(
    names.map((name) => [name, renderMailTemplate(name, samples[name] as never, 'en')]),
  ) as Record<(typeof names)[number], { subject: string; html: string; text: string }>;

  it.each(LOCALES)('renders each card mail in %s: its language, its direction, every value filled', (locale) => {
    const rtl = locale === 'ar';
    for (const name of names) {
      const mail = renderMailTemplate(name, samples[name] as never, locale);
      for (const part of [mail.subject, mail.html, mail.text]) expect(part, `${name} ${locale}`).not.toMatch(/\{\{/);
      expect(mail.html).toContain(`<html lang="${locale}" dir="${rtl ? 'rtl' : 'ltr'}"`);
      expect(mail.html).toContain(rtl ? 'text-align:right' : 'text-align:left');
      expect(mail.text).toContain(samples[name].activationLink);
      expect(mail.text).toContain(samples[name].firstName);
      // Every line of the Arabic plain text opens right to left (U+200F), so mail clients show it that way.
      const lines = mail.text.split('\n').filter((line) => line.trim());
      if (rtl) for (const line of lines) expect(line.startsWith('\u200f'), line).toBe(true);
      if (locale !== 'en') {
        // Nothing left in English: no subject or paragraph is the English one.
        expect(mail.subject, `${name} ${locale}`).not.toBe(english[name].subject);
        for (const line of english[name].text.split('\n\n').slice(0, 3)) {
          if (line.trim()) expect(mail.text, `${name} ${locale}`).not.toContain(line.trim());
        }
      }
    }
  });

  it.each(LOCALES)('writes the account code mails in %s', (locale) => {
    for (const purpose of ['signup', 'reset'] as const) {
      const mail = accountCodeMail(purpose, '042917', { locale });
      expect(mail.html).toContain(`lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`);
      expect(mail.text).toContain('042917');
      expect(mail.html).toContain('042917');
      if (locale !== 'en') expect(mail.subject).not.toBe(accountCodeMail(purpose, '042917').subject);
    }
  });

  it('brands the code mail with the company when known', () => {
    const mail = accountCodeMail('signup', '123456', {
      brand: { platformName: 'Acme <Health>', brandColor: '#4c6ef5' },
    });
    expect(mail.html).toContain('color:#4c6ef5;">Acme &lt;Health&gt;</td>');
  });
});

describe('the button text colour', () => {
  it('is near-black or white, whichever is readable (WCAG AA) on the brand colour', async () => {
    const { contrastRatio } = await import('@kinwell/core');
    for (const brandColor of ['#4c6ef5', '#ffd43b', '#1ab69d', '#000000', '#ffffff', '#777777']) {
      const mail = renderMailTemplate('welcome', { ...samples.welcome, brandColor });
      const color = /font-weight:bold;color:(#[0-9a-f]{6});text-decoration:none;/.exec(mail.html)?.[1] ?? '';
      expect(contrastRatio(color, brandColor), brandColor).toBeGreaterThanOrEqual(4.5);
    }
  });
});
