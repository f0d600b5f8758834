import { LOCALES } from '@kinwell/core';
import { describe, expect, it } from 'vitest';
import { accountDeletedCopy } from './account-deleted-mail';
import { renderMailTemplate } from './invitation-mails';

const branding = {
  platformName: 'Acme <Health>',
  logoImage: 'https://app.kinwell.example/logo.png',
  brandColor: '#4c6ef5',
};

describe('the account-deleted mail', () => {
  it.each(LOCALES)('renders in %s: its language, its direction, the brand filled and escaped in HTML', (locale) => {
    const rtl = locale === 'ar';
    const mail = renderMailTemplate('account-deleted', branding, locale);
    for (const part of [mail.subject, mail.html, mail.text]) expect(part).not.toMatch(/\{\{/);
    expect(mail.subject).toContain('Acme <Health>');
    expect(mail.html).toContain(`<html lang="${locale}" dir="${rtl ? 'rtl' : 'ltr'}"`);
    expect(mail.html).toContain('Acme &lt;Health&gt;');
    expect(mail.html).toContain('border-top:6px solid #4c6ef5');
    const lines = mail.text.split('\n').filter((line) => line.trim());
    if (rtl) for (const line of lines) expect(line.startsWith('\u200f'), line).toBe(true);
    if (locale !== 'en') expect(accountDeletedCopy[locale].subject).not.toBe(accountDeletedCopy.en.subject);
  });
});
