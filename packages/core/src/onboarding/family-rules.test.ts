import { describe, expect, it } from 'vitest';
import {
  countryProblem,
  familyMemberProblems,
  goalsProblem,
  inviteStatus,
  isFamilyMemberStarted,
  isInviteEligible,
  partnerAgeProblem,
  shouldInvite,
  toggleGoal,
} from './family-rules';

const today = { year: 2026, month: 5, day: 20 };
const born = (birthYear: number, birthMonth = 5, birthDay = 20) => ({
  birthYear: String(birthYear),
  birthMonth: String(birthMonth),
  birthDay: String(birthDay),
});
const member = (overrides = {}) => ({
  firstName: 'Lea',
  lastName: 'Silva',
  email: '',
  gender: 'Female',
  createChildAccount: false,
  ...born(2011),
  ...overrides,
});

describe('country (spec §5)', () => {
  it('serves the US only', () => {
    expect(countryProblem('US')).toBeUndefined();
    expect(countryProblem('FR')).toBe('Unfortunately, this service is not available in your country at the moment');
    expect(countryProblem('')).toBe('Please choose a country');
  });
});

describe('goals (spec §5, §9)', () => {
  it('allows at most 3', () => {
    expect(goalsProblem(['anxiety', 'burnout', 'depression'])).toBeUndefined();
    expect(goalsProblem(['anxiety', 'burnout', 'depression', 'work productivity'])).toBe(
      'You can choose up to 3 goals',
    );
  });
  it('toggles, refusing a fourth', () => {
    expect(toggleGoal(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggleGoal(['a', 'b', 'c'], 'd')).toEqual(['a', 'b', 'c']);
    expect(toggleGoal(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

describe('partner age (spec §5)', () => {
  it('must be 18 or older', () => {
    expect(partnerAgeProblem(born(2008), today)).toBeUndefined();
    expect(partnerAgeProblem(born(2008, 5, 21), today)).toBe(
      'Partner must be 18 years or older to use this app. Please confirm partner age to continue.',
    );
    expect(partnerAgeProblem({ birthYear: '', birthMonth: '', birthDay: '' }, today)).toBeUndefined();
  });
});

describe('invites (spec §3, §5)', () => {
  it('are for 13 and older', () => {
    expect(isInviteEligible(born(2013), today)).toBe(true);
    expect(isInviteEligible(born(2013, 5, 21), today)).toBe(false);
    expect(isInviteEligible({ birthYear: '', birthMonth: '', birthDay: '' }, today)).toBe(false);
  });
  it('carry the spec status texts', () => {
    expect(inviteStatus(true, true)).toBe('Invite sent');
    expect(inviteStatus(false, true)).toBe('Invite Not Sent');
    expect(inviteStatus(true, false)).toBe('Invite not sent (<13 not eligible)');
    expect(inviteStatus(false, false)).toBe('Invite not sent (<13 not eligible)');
    expect(shouldInvite(true, false)).toBe(false);
    expect(shouldInvite(true, true)).toBe(true);
  });
});

describe('family members (spec §5 child entry)', () => {
  it('accepts a complete child', () => {
    expect(familyMemberProblems(member(), 'child', today)).toEqual({});
  });
  it('requires names, gender and the full date of birth', () => {
    expect(
      familyMemberProblems(member({ firstName: '', lastName: 'X', gender: '', birthDay: '' }), 'child', today),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name should be 2-50 characters and contain only letters, apostrophes and hyphens',
      gender: 'Please choose a gender',
      birthDate: 'Date of birth is required',
    });
  });
  it('refuses a future or impossible date', () => {
    expect(familyMemberProblems(member(born(2027)), 'child', today).birthDate).toBe(
      'Date of birth cannot be in the future',
    );
    expect(familyMemberProblems(member(born(2020, 2, 30)), 'child', today).birthDate).toBe(
      'Please enter a real date of birth',
    );
  });
  it('needs an email to invite an eligible member, and a well-formed one when given', () => {
    expect(familyMemberProblems(member({ createChildAccount: true }), 'child', today).email).toBe(
      'Email is required to send an invite',
    );
    // Under 13: no invite goes out, so no email is needed.
    expect(familyMemberProblems(member({ createChildAccount: true, ...born(2018) }), 'child', today)).toEqual({});
    expect(familyMemberProblems(member({ email: 'lea@' }), 'child', today).email).toBe('Invalid email format');
  });
  it('applies the partner age rule to a partner only', () => {
    expect(familyMemberProblems(member(born(2010)), 'partner', today).birthDate).toMatch(/^Partner must be 18/);
    expect(familyMemberProblems(member(born(2010)), 'child', today).birthDate).toBeUndefined();
  });
  it('knows an untouched section', () => {
    const empty = {
      firstName: '',
      lastName: '',
      email: '',
      gender: '',
      birthYear: '',
      birthMonth: '',
      birthDay: '',
      createChildAccount: false,
    };
    expect(isFamilyMemberStarted(empty)).toBe(false);
    expect(isFamilyMemberStarted({ ...empty, birthMonth: '4' })).toBe(true);
  });
});
