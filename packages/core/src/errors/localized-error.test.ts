import { describe, expect, it } from 'vitest';
import { authMessages } from '../accounts/auth-messages';
import { LOCALES } from '../i18n/locales';
import { onboardingMessages } from '../onboarding/onboarding-messages';
import { commonMessages } from '../shared/common-messages';
import { PreconditionFailedError, UnauthorizedError, ValidationError } from '../shared/errors';
import { ERROR_CODES, ERROR_TEXTS, errorCodeOf, isErrorCode } from './error-catalog';
import { errorText, localizedError } from './localized-error';

describe('error catalog', () => {
  it("names each feature's messages <area>.<key>, with the spec's English words", () => {
    expect(ERROR_TEXTS['auth.wrongCredentials']).toBe('Incorrect username or password.');
    expect(ERROR_TEXTS['auth.codeMissing']).toBe(authMessages.codeMissing);
    expect(ERROR_TEXTS['onboarding.partnerTooYoung']).toBe(onboardingMessages.partnerTooYoung);
    expect(ERROR_TEXTS['crm.createLeadFailed']).toBe('Failed to create lead');
    expect(isErrorCode('auth.wrongCredentials')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('has every code in every language, none empty, and translated', () => {
    for (const locale of LOCALES) {
      for (const code of ERROR_CODES) expect(errorText(code, locale).trim(), `${locale} ${code}`).not.toBe('');
    }
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const same = ERROR_CODES.filter((code) => errorText(code, locale) === ERROR_TEXTS[code]);
      expect(same, locale).toEqual([]);
    }
  });

  it('finds the code of our words, and a status code for anyone else’s', () => {
    expect(errorCodeOf({ status: 401, message: authMessages.wrongCredentials })).toBe('auth.wrongCredentials');
    // Shared words: the account screens' entry comes first.
    expect(errorCodeOf({ status: 400, message: 'Invalid email format' })).toBe('auth.invalidEmail');
    expect(errorCodeOf({ status: 400, message: 'brandColor: Invalid string' })).toBe('common.invalidRequest');
    expect(errorCodeOf({ status: 404, message: 'No company metadata found' })).toBe('common.notFound');
    expect(errorCodeOf({ status: 418, message: 'teapot' })).toBe('common.invalidRequest');
    expect(errorCodeOf({ status: 500, message: 'TypeError: x is undefined' })).toBe('common.internal');
  });
});

describe('words shared by two codes', () => {
  it('are these few only: a throw site of such words names its code (a new pair must be looked at)', () => {
    const byText = new Map<string, string[]>();
    for (const code of ERROR_CODES) byText.set(ERROR_TEXTS[code], [...(byText.get(ERROR_TEXTS[code]) ?? []), code]);
    expect([...byText.values()].filter((codes) => codes.length > 1)).toEqual([
      ['auth.invalidEmail', 'onboarding.invalidEmail'],
      ['auth.signInRequired', 'common.unauthorized'],
      ['common.badJson', 'common.unsupportedType'],
    ]);
  });
});

describe('localizedError', () => {
  it('keeps the code an error names, and finds it from the words otherwise', () => {
    const named = new ValidationError(commonMessages.unsupportedType, 'common.unsupportedType');
    expect(localizedError(named, 'es').code).toBe('common.unsupportedType');
    expect(localizedError(new UnauthorizedError(authMessages.wrongCredentials), 'es').code).toBe(
      'auth.wrongCredentials',
    );
    expect(localizedError(new PreconditionFailedError(), 'en')).toEqual({
      code: 'common.conflict',
      message: commonMessages.conflict,
    });
  });

  it("answers in the caller's language", () => {
    expect(localizedError({ status: 401, message: authMessages.wrongCredentials }, 'fr')).toEqual({
      code: 'auth.wrongCredentials',
      message: 'Identifiant ou mot de passe incorrect.',
    });
    expect(localizedError({ status: 401, message: authMessages.wrongCredentials }, 'en').message).toBe(
      'Incorrect username or password.',
    );
  });

  it('never passes developer wording on', () => {
    const answer = localizedError({ status: 400, message: 'logoImage must be an https URL' }, 'ja');
    expect(answer).toEqual({ code: 'common.invalidRequest', message: errorText('common.invalidRequest', 'ja') });
  });
});
