import { describe, expect, it } from 'vitest';
import { renderMailTemplate, sesTemplateId, sesTemplates } from './invitation-mails';

describe('the personal-email code mail', () => {
  it('is an SES template of its own', () => {
    expect(sesTemplates.map(sesTemplateId)).toContain('personal-email-code-en');
  });

  it('shows the code and its lifetime, and says what confirming changes', () => {
    const mail = renderMailTemplate('personal-email-code', { code: '042917', expiresInMinutes: '15' });
    expect(mail.subject).toBe('Your Kinwell confirmation code: 042917');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('042917');
      expect(part).toContain('expires in 15 minutes');
      expect(part).toContain('instead of your company email');
      expect(part).not.toMatch(/\{\{/);
    }
  });

  it('speaks the member’s language, right to left in Arabic', () => {
    const data = { code: '042917', expiresInMinutes: '15' };
    expect(renderMailTemplate('personal-email-code', data, 'ja').subject).toBe('Kinwell の確認コード：042917');
    expect(renderMailTemplate('personal-email-code', data, 'fr').text).toContain('expire dans 15 minutes');
    const arabic = renderMailTemplate('personal-email-code', data, 'ar');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl"');
    expect(arabic.html).toContain('<span dir="ltr">042917</span>');
    for (const line of arabic.text.trim().split('\n\n')) expect(line.startsWith('\u200f')).toBe(true);
  });
});
