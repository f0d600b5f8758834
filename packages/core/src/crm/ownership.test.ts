import { describe, expect, it } from 'vitest';
import { ForbiddenError, ValidationError } from '../shared/errors';
import {
  assertContactUpdate,
  assertLeadUpdate,
  assertOwnQuery,
  checkNewContact,
  contactDedupeKey,
  contactIdentityOf,
  familyLinkOf,
  isOwnRecord,
  lookupId,
} from './ownership';

const owner = { sub: 'sub-1', email: 'jane@acme.example' };
const self = { User_ID: 'sub-1', Email: 'Jane@Acme.example', Last_Name: 'Doe' };

describe('isOwnRecord', () => {
  it('needs both the caller’s sub and email (case-blind)', () => {
    expect(isOwnRecord(self, owner)).toBe(true);
    expect(isOwnRecord({ ...self, User_ID: 'sub-2' }, owner)).toBe(false);
    expect(isOwnRecord({ ...self, Email: 'john@acme.example' }, owner)).toBe(false);
    expect(isOwnRecord({ User_ID: 'sub-1' }, owner)).toBe(false);
  });
});

describe('lookups', () => {
  it('reads an id written plain or read back as { id, name }', () => {
    expect(lookupId('42')).toBe('42');
    expect(lookupId({ id: '42', name: 'Jane Doe' })).toBe('42');
    expect(lookupId(null)).toBeUndefined();
    expect(lookupId('')).toBeUndefined();
    expect(familyLinkOf({ Contact_Type: 'Partner', Partner_Contact: '1', Parent: '2' })).toBe('1');
    expect(familyLinkOf({ Contact_Type: 'Child', Parent: { id: '2' } })).toBe('2');
    expect(familyLinkOf({})).toBeUndefined();
  });
});

describe('assertOwnQuery', () => {
  it('lets the caller read only their own records', () => {
    expect(() => assertOwnQuery({ email: ' JANE@acme.example', userId: 'sub-1' }, owner)).not.toThrow();
    expect(() => assertOwnQuery({ email: 'jane@acme.example', userId: 'sub-2' }, owner)).toThrow(ForbiddenError);
    expect(() => assertOwnQuery({ email: 'john@acme.example', userId: 'sub-1' }, owner)).toThrow(ForbiddenError);
  });
});

describe('leads', () => {
  it('may change fields but not whose lead it is', () => {
    expect(() => assertLeadUpdate(self, { Country: 'US' }, owner)).not.toThrow();
    expect(() => assertLeadUpdate(self, { User_ID: 'sub-2' }, owner)).toThrow(ForbiddenError);
    expect(() => assertLeadUpdate(self, { Email: 'john@acme.example' }, owner)).toThrow(ForbiddenError);
    expect(() => assertLeadUpdate({ ...self, User_ID: 'sub-2' }, {}, owner)).toThrow(ForbiddenError);
  });
});

describe('checkNewContact', () => {
  it('takes the caller’s own contact only with their User_ID and Email', () => {
    expect(checkNewContact(self, owner)).toEqual({ kind: 'self' });
    expect(() => checkNewContact({ ...self, User_ID: 'sub-2' }, owner)).toThrow(ForbiddenError);
    expect(() => checkNewContact({ Last_Name: 'Doe' }, owner)).toThrow(ForbiddenError);
    expect(() => checkNewContact({ ...self, Parent: '1' }, owner)).toThrow(ValidationError);
  });

  it('takes a family member with the link its type calls for and no User_ID', () => {
    expect(checkNewContact({ Contact_Type: 'Partner', Partner_Contact: 'c1', Last_Name: 'Doe' }, owner)).toEqual({
      kind: 'family',
      link: 'c1',
    });
    expect(checkNewContact({ Contact_Type: 'Child', Parent: 'c1', Last_Name: 'Doe' }, owner)).toEqual({
      kind: 'family',
      link: 'c1',
    });
    expect(() => checkNewContact({ Contact_Type: 'Partner', Last_Name: 'Doe' }, owner)).toThrow(ValidationError);
    expect(() => checkNewContact({ Contact_Type: 'Child', Partner_Contact: 'c1' }, owner)).toThrow(ValidationError);
    expect(() => checkNewContact({ Contact_Type: 'Child', Parent: 'c1', User_ID: 'sub-9' }, owner)).toThrow(
      ForbiddenError,
    );
  });
});

describe('contact identity', () => {
  it('keys the own contact by user id, family by owner, type and email, else names and birth date', () => {
    expect(contactIdentityOf(self, owner)).toEqual({ kind: 'self', userId: 'sub-1' });
    const partner = contactIdentityOf(
      { Contact_Type: 'Partner', Partner_Contact: 'c1', Email: ' Sam@Mail.example ', Last_Name: 'Doe' },
      owner,
      'c1',
    );
    if (partner.kind !== 'family') throw new Error('expected a family identity');
    expect(partner).toEqual({
      kind: 'family',
      ownerSub: 'sub-1',
      ownerContactId: 'c1',
      contactType: 'Partner',
      match: { email: 'sam@mail.example' },
    });
    const child = (First_Name: string) =>
      contactIdentityOf(
        { Contact_Type: 'Child', Parent: 'c1', First_Name, Last_Name: 'Doe', Date_of_Birth: '2015-04-02' },
        owner,
        'c1',
      );
    expect(contactDedupeKey(child('Lea'))).toBe(contactDedupeKey(child('LEA')));
    expect(contactDedupeKey(child('Lea'))).not.toBe(contactDedupeKey(child('Tom')));
    expect(contactDedupeKey(partner)).not.toBe(contactDedupeKey({ ...partner, ownerSub: 'sub-2' }));
    expect(() => contactIdentityOf({ Contact_Type: 'Child', Parent: 'c1', Last_Name: 'Doe' }, owner, 'c1')).toThrow(
      ValidationError,
    );
  });
});

describe('assertContactUpdate', () => {
  it('keeps the own contact the caller’s', () => {
    expect(() => assertContactUpdate(self, { Country: 'US' }, owner, false)).not.toThrow();
    expect(() => assertContactUpdate(self, { User_ID: 'x' }, owner, false)).toThrow(ForbiddenError);
    expect(() => assertContactUpdate(self, { Contact_Type: 'Child' }, owner, false)).toThrow(ForbiddenError);
  });

  it('keeps a family member’s type and link, and only for the member’s creator', () => {
    const kid = { Contact_Type: 'Child' as const, Parent: { id: 'c1' }, Last_Name: 'Doe' };
    expect(() => assertContactUpdate(kid, { First_Name: 'Lea', Parent: 'c1' }, owner, true)).not.toThrow();
    expect(() => assertContactUpdate(kid, { First_Name: 'Lea' }, owner, false)).toThrow(ForbiddenError);
    expect(() => assertContactUpdate(kid, { Parent: 'c2' }, owner, true)).toThrow(ForbiddenError);
    expect(() => assertContactUpdate(kid, { Contact_Type: 'Partner' }, owner, true)).toThrow(ForbiddenError);
    expect(() => assertContactUpdate(kid, { User_ID: 'sub-1' }, owner, true)).toThrow(ForbiddenError);
  });
});
