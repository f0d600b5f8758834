import { LOCALES } from '@kinwell/core';
import { describe, expect, it } from 'vitest';
import { expertInvitationMail } from './expert-invitation-mail';

describe('the expert invitation mail', () => {
  it.each(LOCALES)(
    'in %s: names the reset page with their address, then the sign-in page, in text and HTML',
    (locale) => {
      const mail = expertInvitationMail({
        locale,
        name: 'Amélie <Durand>',
        email: 'amelie@experts.example',
        appUrl: 'https://app.kinwell.example/',
      });
      expect(mail.subject).not.toBe('');
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain('https://app.kinwell.example/reset-password?email=amelie%40experts.example');
        expect(body).toContain('https://app.kinwell.example/login');
        expect(body).toContain('amelie@experts.example');
      }
      // The name is the expert's own words: escaped in the HTML.
      expect(mail.html).toContain('Amélie &lt;Durand&gt;');
      expect(mail.html).not.toContain('<Durand>');
      if (locale === 'ar') expect(mail.html).toContain('dir="rtl"');
    },
  );

  it('differs per language', () => {
    const subjects = LOCALES.map(
      (locale) =>
        expertInvitationMail({ locale, name: 'A', email: 'a@b.example', appUrl: 'https://x.example' }).subject,
    );
    expect(new Set(subjects).size).toBe(LOCALES.length);
  });
});
