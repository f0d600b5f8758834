import { describe, expect, it } from 'vitest';
import { codeMailRequest } from './code-mail-request';
import { senderEvent } from './sender-event.fixture';

describe('codeMailRequest', () => {
  it('asks for the sign-up mail on sign-up, resend, attribute update or verification, and admin creation', () => {
    for (const source of [
      'CustomEmailSender_SignUp',
      'CustomEmailSender_ResendCode',
      'CustomEmailSender_UpdateUserAttribute',
      'CustomEmailSender_VerifyUserAttribute',
      'CustomEmailSender_AdminCreateUser',
    ]) {
      expect(codeMailRequest(senderEvent(source)), source).toEqual({
        request: { to: 'jane@acme.example', purpose: 'signup', locale: 'fr', encryptedCode: 'AYADeJzEncryptedCode==' },
      });
    }
  });

  it('asks for the reset mail on a forgotten password', () => {
    expect(codeMailRequest(senderEvent('CustomEmailSender_ForgotPassword'))).toMatchObject({
      request: { purpose: 'reset' },
    });
  });

  it("takes the language from the user's locale attribute: region tags matched, English otherwise", () => {
    const localeOf = (locale?: string) => {
      const attributes: Record<string, string> = { email: 'jane@acme.example' };
      if (locale !== undefined) attributes.locale = locale;
      const outcome = codeMailRequest(senderEvent('CustomEmailSender_SignUp', attributes));
      return 'request' in outcome ? outcome.request.locale : undefined;
    };
    expect(localeOf('ar')).toBe('ar');
    expect(localeOf('ja-JP')).toBe('ja');
    expect(localeOf('ES')).toBe('es');
    expect(localeOf('de')).toBe('en');
    expect(localeOf('')).toBe('en');
    expect(localeOf()).toBe('en');
  });

  it('ignores unknown sources, and events without an email or a code, saying why', () => {
    expect(codeMailRequest(senderEvent('CustomEmailSender_Authentication'))).toEqual({
      ignored: 'trigger source CustomEmailSender_Authentication is not handled',
    });
    expect(codeMailRequest(senderEvent('CustomEmailSender_AccountTakeOverNotification'))).toHaveProperty('ignored');
    expect(codeMailRequest(senderEvent('CustomEmailSender_SignUp', { locale: 'fr' }))).toHaveProperty('ignored');
    expect(codeMailRequest(senderEvent('CustomEmailSender_SignUp', undefined, null))).toHaveProperty('ignored');
  });
});
