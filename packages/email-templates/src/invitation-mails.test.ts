import type { MailTemplateData, MailTemplateName } from '@kinwell/core';
import { describe, expect, it } from 'vitest';
import {
  derivedTemplateFields,
  invitationTemplates,
  mailTemplate,
  mailTemplateFields,
  placeholdersOf,
  renderMailTemplate,
  sesTemplates,
} from './invitation-mails';

const branding = {
  platformName: 'Acme Health',
  logoImage: 'https://app.kinwell.example/api/s3/company-logo/acme',
  brandColor: '#4c6ef5',
};
const samples: { [T in Exclude<MailTemplateName, 'contact'>]: MailTemplateData[T] } = {
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
  it('are one per templated mail, with a subject, an HTML and a text part', () => {
    expect(sesTemplates.map((t) => t.name)).toEqual(['invite', 'invite-child', 'welcome', 'contact']);
    for (const template of sesTemplates) {
      expect(template.subject.length, template.name).toBeGreaterThan(0);
      expect(template.html, template.name).toContain('<table role="presentation"');
      expect(template.text.length, template.name).toBeGreaterThan(0);
      // SES template names: letters, digits, dashes and underscores.
      expect(template.name).toMatch(/^[\w-]{1,64}$/);
    }
  });

  it('are the invitation mails plus the contact form mail', () => {
    expect(invitationTemplates.map((t) => t.name)).toEqual(['invite', 'invite-child', 'welcome']);
  });

  it('use exactly the fields the domain fills, in every part', () => {
    for (const template of sesTemplates) {
      const used = new Set([
        ...placeholdersOf(template.subject),
        ...placeholdersOf(template.html),
        ...placeholdersOf(template.text),
      ]);
      const derived = template.name === 'contact' ? [] : Object.keys(derivedTemplateFields);
      expect([...used].sort(), template.name).toEqual([...mailTemplateFields[template.name], ...derived].sort());
      if (template.name === 'contact') continue;
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

  it('finds templates by name', () => {
    expect(mailTemplate('welcome').name).toBe('welcome');
    expect(() => mailTemplate('nope' as never)).toThrow();
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
