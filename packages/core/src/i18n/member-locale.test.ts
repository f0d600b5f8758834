import { describe, expect, it } from 'vitest';
import { localeUpdate, memberLocale } from './member-locale';

describe('member locale', () => {
  it('reads the stored language, ignoring one we do not speak', () => {
    expect(memberLocale([{ Name: 'locale', Value: 'ar' }])).toBe('ar');
    expect(memberLocale([{ Name: 'locale', Value: 'de' }])).toBeUndefined();
    expect(memberLocale([{ Name: 'custom:isOnboarded', Value: 'true' }])).toBeUndefined();
  });

  it('writes the language only when it changed', () => {
    expect(localeUpdate([{ Name: 'locale', Value: 'fr' }], 'fr')).toEqual({});
    expect(localeUpdate([{ Name: 'locale', Value: 'fr' }], 'ja')).toEqual({ locale: 'ja' });
    expect(localeUpdate([], 'es')).toEqual({ locale: 'es' });
  });
});
