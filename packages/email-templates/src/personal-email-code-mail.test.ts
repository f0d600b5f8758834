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

  it('falls back to English in every language until its copy is translated', () => {
    const mail = renderMailTemplate('personal-email-code', { code: '042917', expiresInMinutes: '15' }, 'ja');
    expect(mail.subject).toBe('Your Kinwell confirmation code: 042917');
  });
});
