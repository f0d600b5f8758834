import { describe, expect, it } from 'vitest';
import { withoutPersonalData } from './personal-data';

const scrub = (value: unknown) => JSON.parse(JSON.stringify(value, withoutPersonalData));

describe('withoutPersonalData', () => {
  it('removes personal keys and addresses anywhere, and keeps ids and codes of ours', () => {
    expect(
      scrub({
        userId: 'sub-1',
        errorCode: 'auth.wrongCredentials',
        email: 'a@b.example',
        firstName: 'Jane',
        password: 'secret',
        body: '{"text":"I feel low"}',
        error: { message: 'no user a.b+c@d.example here' },
        list: ['x@y.example'],
      }),
    ).toEqual({
      userId: 'sub-1',
      errorCode: 'auth.wrongCredentials',
      email: '[redacted]',
      firstName: '[redacted]',
      password: '[redacted]',
      body: '[redacted]',
      error: { message: 'no user [email] here' },
      list: ['[email]'],
    });
  });
});
