import { GOALS, type Goal } from '../onboarding/onboarding-options';
import type { Crm } from '../ports/crm';

/**
 * What a member chose to share with the experts they book (the onboarding's first name and goals), and the address
 * their booking mail goes to when the expert is the one acting.
 */
export interface MemberSharedProfile {
  firstName: string;
  goals: Goal[];
  email?: string | undefined;
}

export interface MemberProfiles {
  sharedProfile(memberId: string): Promise<MemberSharedProfile>;
}

const isGoal = (value: unknown): value is Goal => (GOALS as readonly unknown[]).includes(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * The shared profile as onboarding stored it in the CRM (Zoho or the built-in tables): the member's lead holds their
 * first name and goals, their own contact the first name too. A member who never finished onboarding shares nothing.
 */
export const crmMemberProfiles = (crm: Pick<Crm, 'personalRecords'>): MemberProfiles => ({
  async sharedProfile(memberId) {
    const { leads, contacts } = await crm.personalRecords(memberId);
    const lead = leads[0];
    const own = contacts.find((contact) => !contact.Contact_Type);
    const goals = Array.isArray(lead?.Goals) ? (lead.Goals as unknown[]).filter(isGoal) : [];
    return {
      firstName: text(lead?.First_Name) ?? text(own?.First_Name) ?? '',
      goals,
      email: text(lead?.Email) ?? text(own?.Email),
    };
  },
});
