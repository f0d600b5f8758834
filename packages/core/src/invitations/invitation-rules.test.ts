import { describe, expect, it } from 'vitest';
import { ForbiddenError, ValidationError } from '../shared/errors';
import {
  appLink,
  assertInvitedBy,
  assertOwnAddress,
  brandColor,
  invitationCompany,
  invitationMessages,
  mailImage,
  plainText,
} from './invitation-rules';

const APP = 'https://app.kinwell.example';

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

describe('appLink', () => {
  it('keeps links on the app origin and makes paths absolute', () => {
    expect(appLink(`${APP}/register?bid=acme`, APP, 'activationLink')).toBe(`${APP}/register?bid=acme`);
    expect(appLink('/register?bid=acme', APP, 'activationLink')).toBe(`${APP}/register?bid=acme`);
    expect(appLink('contact', APP, 'supportLink')).toBe(`${APP}/contact`);
  });

  it('refuses other origins, protocol-relative and script links, and credentials', () => {
    for (const link of [
      'https://evil.example/register',
      '//evil.example/register',
      '/\\evil.example',
      'javascript:alert(1)',
      'http://app.kinwell.example/register',
      'https://app.kinwell.example:8443/x',
      `https://user:pw@app.kinwell.example/x`,
      'https://app.kinwell.example@evil.example/',
      '',
      'data:text/html,hi',
    ]) {
      expect(() => appLink(link, APP, 'activationLink'), link).toThrow(
        new ValidationError('activationLink must be a link to this app'),
      );
    }
  });
});

describe('mailImage', () => {
  it('takes https anywhere and paths on the app', () => {
    expect(mailImage('https://cdn.example/logo.png', APP, 'logoImage')).toBe('https://cdn.example/logo.png');
    expect(mailImage('/api/s3/company-logo/acme', APP, 'logoImage')).toBe(`${APP}/api/s3/company-logo/acme`);
    expect(mailImage('/logo.svg', 'http://localhost:3000', 'logoImage')).toBe('http://localhost:3000/logo.svg');
  });

  it('refuses plain http elsewhere, data and script URLs', () => {
    for (const image of ['http://cdn.example/logo.png', 'data:image/png;base64,AAAA', 'javascript:1', '']) {
      expect(() => mailImage(image, APP, 'logoImage'), image).toThrow(ValidationError);
    }
  });
});

describe('brandColor and plainText', () => {
  it('accepts #rrggbb only', () => {
    expect(brandColor('#1AB69D')).toBe('#1ab69d');
    for (const color of ['red', '#fff', '#1ab69d;background:url(x)', '1ab69d']) {
      expect(() => brandColor(color), color).toThrow(ValidationError);
    }
  });

  it('refuses control characters (a subject stays one line) and trims', () => {
    expect(plainText('  Jane ', 'firstName')).toBe('Jane');
    expect(() => plainText('Jane\r\nBcc: x@y.z', 'firstName')).toThrow(
      new ValidationError('firstName contains characters that are not allowed'),
    );
    expect(() => plainText('Jane\u202e', 'firstName')).toThrow(ValidationError);
  });
});
