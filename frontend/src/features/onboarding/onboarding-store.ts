import type { FamilyMemberInput, Goal } from '@kinwell/core';
import { proxy, snapshot, subscribe } from 'valtio';

/** The wizard's screens: 1 welcome, 2 goals, 3 family. */
export type WizardStep = 1 | 2 | 3;

/** Spec section 3's onboarding profile, as typed (selects hold text until they are sent). */
export interface ProfileDraft {
  firstName: string;
  lastName: string;
  birthYear: string;
  birthMonth: string;
  birthDay: string;
  country: string;
  gender: string;
  maritalStatus: string;
  hasChildren: '' | 'yes' | 'no';
}

/** A spouse or child (spec section 3 "Family member"), with a local id that survives reloads. */
export interface MemberDraft extends FamilyMemberInput {
  id: string;
  birthYear: string;
  birthMonth: string;
  birthDay: string;
}

/** What the finishing calls achieved for one family member: retried calls skip what is done. */
export interface MemberProgress {
  contactId?: string;
  inviteRecorded?: boolean;
  inviteMailed?: boolean;
}

export interface CompanyInfo {
  /** The brand id (`bid`); absent for the default company. */
  companyId?: string;
  accountId?: string;
  accountName?: string;
  companyName?: string;
  logoUrl?: string;
  brandColor?: string;
}

/** What finishing achieved so far, kept so that a retry redoes only what failed (no duplicate, no second mail). */
export interface FinishProgress {
  company?: CompanyInfo;
  leadId?: string;
  /** The lead data last saved: unchanged data is not sent again. */
  leadSaved?: string;
  contactId?: string;
  contactSaved?: string;
  attachedTo?: string;
  members: Record<string, MemberProgress>;
  welcomeSent?: boolean;
}

export type FailedItem =
  | 'account'
  | 'lead'
  | 'contact'
  | 'attach'
  | 'member-contact'
  | 'member-invite'
  | 'member-mail'
  | 'welcome'
  | 'progress';

export interface Failure {
  item: FailedItem;
  /** The family member's name, for their items. */
  who?: string;
  /** The server's message (or the spec's fallback), in English: translated when shown. */
  message: string;
}

export interface OnboardingState {
  /** The signed-in user these entries belong to. */
  owner: string;
  step: WizardStep;
  profile: ProfileDraft;
  goals: Goal[];
  spouse: MemberDraft;
  children: MemberDraft[];
  /** The add-a-child form, kept like everything else. */
  childDraft: MemberDraft;
  progress: FinishProgress;
  failures: Failure[];
  /** Spec section 4's email-sending flag: true while invitations are being sent. */
  isSendingEmail: boolean;
  isFinishing: boolean;
}

const STORAGE_PREFIX = 'kinwell.onboarding.';

let nextMemberNumber = 1;
export function newMemberId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `member-${Date.now()}-${nextMemberNumber++}`;
}

export const emptyMember = (): MemberDraft => ({
  id: newMemberId(),
  firstName: '',
  lastName: '',
  email: '',
  gender: '',
  birthYear: '',
  birthMonth: '',
  birthDay: '',
  createChildAccount: false,
});

function freshState(owner: string): OnboardingState {
  return {
    owner,
    step: 1,
    profile: {
      firstName: '',
      lastName: '',
      birthYear: '',
      birthMonth: '',
      birthDay: '',
      country: 'US',
      gender: '',
      maritalStatus: '',
      hasChildren: '',
    },
    goals: [],
    spouse: emptyMember(),
    children: [],
    childDraft: emptyMember(),
    progress: { members: {} },
    failures: [],
    isSendingEmail: false,
    isFinishing: false,
  };
}

/**
 * The wizard's entries and the finishing progress, kept in sessionStorage per user, so that a reload (or a
 * retry after a failure) loses nothing; the tab's end or a logout forgets them.
 */
export const onboardingStore = proxy<OnboardingState>(freshState(''));

subscribe(onboardingStore, () => {
  if (!onboardingStore.owner) return;
  const { isSendingEmail: _sending, isFinishing: _finishing, ...kept } = snapshot(onboardingStore);
  try {
    sessionStorage.setItem(STORAGE_PREFIX + onboardingStore.owner, JSON.stringify(kept));
  } catch {
    // Storage full or disabled: the entries last as long as the page.
  }
});

/** Opens the entries of `owner` (the user id): the stored ones after a reload, fresh ones otherwise. */
export function openOnboarding(owner: string): void {
  if (onboardingStore.owner === owner) return;
  const stored = readStored(owner);
  Object.assign(onboardingStore, freshState(owner), stored ?? {}, { isSendingEmail: false, isFinishing: false });
}

/** Forgets the entries (finished, or logged out: spec section 4 clears the CRM state on logout). */
export function closeOnboarding(): void {
  const { owner } = onboardingStore;
  if (owner) {
    try {
      sessionStorage.removeItem(STORAGE_PREFIX + owner);
    } catch {
      // Nothing stored.
    }
  }
  Object.assign(onboardingStore, freshState(''));
}

export function goToStep(step: WizardStep): void {
  onboardingStore.step = step;
}

export function setProfileValue<Name extends keyof ProfileDraft>(name: Name, value: ProfileDraft[Name]): void {
  onboardingStore.profile[name] = value;
}

export function setGoals(goals: Goal[]): void {
  onboardingStore.goals = goals;
}

export function setSpouseValue<Name extends keyof MemberDraft>(name: Name, value: MemberDraft[Name]): void {
  onboardingStore.spouse[name] = value;
}

export function setChildDraftValue<Name extends keyof MemberDraft>(name: Name, value: MemberDraft[Name]): void {
  onboardingStore.childDraft[name] = value;
}

/** Adds the add-a-child form's child to the list (with its invite flag only when allowed) and empties the form. */
export function addChildFromDraft(canInvite: boolean): void {
  const child = onboardingStore.childDraft;
  onboardingStore.children.push({ ...child, createChildAccount: child.createChildAccount && canInvite });
  onboardingStore.childDraft = emptyMember();
}

export function removeChild(id: string): void {
  onboardingStore.children = onboardingStore.children.filter((child) => child.id !== id);
}

function readStored(owner: string): Partial<OnboardingState> | undefined {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_PREFIX + owner) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return undefined;
    const state = stored as Partial<OnboardingState>;
    if (state.owner !== owner || ![1, 2, 3].includes(state.step as number)) return undefined;
    return state;
  } catch {
    return undefined;
  }
}
