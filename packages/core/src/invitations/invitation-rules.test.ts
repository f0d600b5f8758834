import { describe, expect, it } from 'vitest';
import { ForbiddenError, ValidationError } from '../shared/errors';
import {
  assertInvitedBy,
  assertOwnAddress,
  invitationCompany,
  invitationMessages,
  plainText,
} from './invitation-rules';

describe('invitationCompany', () => {
  it("answers the caller's own company", () => {
    expect(invitationCompany({ eligible: true, companyId: 'acme' }, 'acme')).toBe('acme');
  });

  it("takes '0' only for a member of the default company", () => {
    expect(invitationCompany({ eligible: true, companyId: 'default' }, '0')).toBe('default');
    expect(() => invitationCompany({ eligible: true, companyId: 'acme' }, '0')).toThrow(
      new ForbiddenError(invitationMessages.otherCompany),
    );
  });

  it('refuses another company and callers who belong to none', () => {
    expect(() => invitationCompany({ eligible: true, companyId: 'acme' }, 'globex')).toThrow(ForbiddenError);
    expect(() => invitationCompany({ eligible: true, companyId: 'default' }, 'acme')).toThrow(ForbiddenError);
    expect(() => invitationCompany({ eligible: false }, 'acme')).toThrow(
      new ForbiddenError(invitationMessages.notAMember),
    );
  });
});

describe('assertInvitedBy', () => {
  const invite = { email: 'p@gmail.com', companyId: 'acme', invitedAt: '2026-01-01T00:00:00Z', invitedBy: 'sub-1' };
  it("passes the caller's own invitation", () => {
    expect(assertInvitedBy(invite, 'sub-1')).toBe(invite);
  });
  it("refuses someone else's, one recorded by the CLI, and a missing one", () => {
    expect(() => assertInvitedBy(invite, 'sub-2')).toThrow(new ForbiddenError(invitationMessages.notInvitedByYou));
    expect(() => assertInvitedBy({ ...invite, invitedBy: undefined }, 'sub-1')).toThrow(ForbiddenError);
    expect(() => assertInvitedBy(undefined, 'sub-1')).toThrow(ForbiddenError);
  });
});

describe('assertOwnAddress', () => {
  it('allows only the account email, whatever the case', () => {
    expect(() => assertOwnAddress(' Jane@Acme.example ', 'jane@acme.example')).not.toThrow();
    expect(() => assertOwnAddress('jane@gmail.com', 'jane@acme.example')).toThrow(
      new ForbiddenError(invitationMessages.welcomeToSelf),
    );
  });
});

describe('plainText', () => {
  it('refuses control characters (a subject stays one line) and trims', () => {
    expect(plainText('  Jane ', 'firstName')).toBe('Jane');
    expect(() => plainText('Jane\r\nBcc: x@y.z', 'firstName')).toThrow(
      new ValidationError('firstName contains characters that are not allowed'),
    );
    expect(() => plainText('Jane\u202e', 'firstName')).toThrow(ValidationError);
  });
});
