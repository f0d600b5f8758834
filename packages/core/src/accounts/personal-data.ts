import type { BookingStore } from '../booking/booking-store';
import type { ChatStore } from '../chat/chat-store';
import type { CoachStore } from '../coach/coach-store';
import type { CompanyDirectory } from '../company/company-directory';
import type { ThemeEventsRepository } from '../events/theme-events';
import type { Member } from '../invitations/invitations';
import type { PersonalEmailStore } from '../personal-email/personal-email';
import type { Crm } from '../ports/crm';
import type { ProgressStore } from '../progress/progress-store';

/**
 * One place that holds a member's personal data (the CRM, theme events, sent invites, the personal address; later
 * bookings and messages). It can hand over everything it holds about the member (their data export) and erase it
 * (their account deletion). Erasing what is already gone is no error, so a deletion that failed halfway can run
 * again from the start.
 */
export interface PersonalDataStore {
  /** The export's section name, and for logs and errors: which store, never whose data. */
  name: string;
  /** Everything the store holds about the member, as plain JSON. */
  export(member: Member): Promise<unknown>;
  erase(member: Member): Promise<void>;
}

/** The member's lead, own contact and the family contacts they added. */
export const crmPersonalData = (crm: Pick<Crm, 'personalRecords' | 'erasePersonalRecords'>): PersonalDataStore => ({
  name: 'crm',
  export: (member) => crm.personalRecords(member.sub),
  erase: (member) => crm.erasePersonalRecords(member.sub),
});

/** What the member did in the self-care content: every theme event, oldest first. */
export const themeEventsPersonalData = (
  events: Pick<ThemeEventsRepository, 'listForUser' | 'deleteForUser'>,
): PersonalDataStore => ({
  name: 'themeEvents',
  export: (member) => events.listForUser(member.sub),
  erase: (member) => events.deleteForUser(member.sub),
});

/** The progress their events add up to, and their private words (reflections, check-in notes). */
export const progressPersonalData = (
  progress: Pick<ProgressStore, 'listForUser' | 'deleteForUser'>,
): PersonalDataStore => ({
  name: 'progress',
  export: (member) => progress.listForUser(member.sub),
  erase: (member) => progress.deleteForUser(member.sub),
});

/** The invitations the member sent to their family (the addresses they gave, and when). */
export const sentInvitesPersonalData = (
  companies: Pick<CompanyDirectory, 'invitesSentBy' | 'removeInvitesSentBy'>,
): PersonalDataStore => ({
  name: 'sentInvites',
  export: (member) => companies.invitesSentBy(member.sub),
  erase: async (member) => {
    await companies.removeInvitesSentBy(member.sub);
  },
});

/** The personal address the member gave for product mail; its code hash is a secret, not their data. */
export const personalEmailPersonalData = (store: Pick<PersonalEmailStore, 'find' | 'delete'>): PersonalDataStore => ({
  name: 'personalEmail',
  export: async (member) => {
    const record = await store.find(member.sub);
    return record ? { email: record.email, confirmedAt: record.confirmedAt?.toISOString() ?? null } : null;
  },
  erase: (member) => store.delete(member.sub),
});

/** The member's 1:1 sessions with experts, every status (cancellation reasons included: theirs or told to them). */
export const bookingsPersonalData = (
  bookings: Pick<BookingStore, 'memberBookings' | 'deleteForMember'>,
): PersonalDataStore => ({
  name: 'bookings',
  export: (member) => bookings.memberBookings(member.sub),
  erase: (member) => bookings.deleteForMember(member.sub),
});

/** The member's conversation with the AI coach: their words and the coach's answers. */
export const coachPersonalData = (store: Pick<CoachStore, 'listForMember' | 'deleteForMember'>): PersonalDataStore => ({
  name: 'coachConversation',
  export: async (member) =>
    (await store.listForMember(member.sub)).map(({ createdAt, ...message }) => ({
      ...message,
      createdAt: createdAt.toISOString(),
    })),
  erase: (member) => store.deleteForMember(member.sub),
});

/**
 * The member's conversations with experts: each expert (by id) and every message, theirs and the expert's. Erased
 * with the account: the expert's copy goes too (the conversation is one, kept once).
 */
export const chatPersonalData = (store: Pick<ChatStore, 'memberChats' | 'deleteForMember'>): PersonalDataStore => ({
  name: 'expertChat',
  export: async (member) =>
    (await store.memberChats(member.sub)).map(({ conversation, messages }) => ({
      conversationId: conversation.id,
      expertId: conversation.expertId,
      startedAt: conversation.createdAt.toISOString(),
      messages: messages.map(({ seq, from, text, riskFlagged, createdAt }) => ({
        seq,
        from,
        text,
        // What the expert was shown about the member's message is the member's data too.
        ...(from === 'member' ? { riskFlagged } : {}),
        createdAt: createdAt.toISOString(),
      })),
    })),
  erase: (member) => store.deleteForMember(member.sub),
});

export interface PersonalDataSources {
  crm: Pick<Crm, 'personalRecords' | 'erasePersonalRecords'>;
  themeEvents: Pick<ThemeEventsRepository, 'listForUser' | 'deleteForUser'>;
  progress: Pick<ProgressStore, 'listForUser' | 'deleteForUser'>;
  companies: Pick<CompanyDirectory, 'invitesSentBy' | 'removeInvitesSentBy'>;
  personalEmails: Pick<PersonalEmailStore, 'find' | 'delete'>;
  bookings: Pick<BookingStore, 'memberBookings' | 'deleteForMember'>;
  coach: Pick<CoachStore, 'listForMember' | 'deleteForMember'>;
  chat: Pick<ChatStore, 'memberChats' | 'deleteForMember'>;
}

/**
 * Every store that holds a member's personal data, in the order a deletion erases them: the CRM first (the one
 * outside our walls, the likeliest to fail, so a failure leaves the most for a retry to find), sent invites last
 * of all but the identity. A new store (bookings, messages) is added here, and so reaches both runtimes.
 */
export const memberPersonalData = (sources: PersonalDataSources): PersonalDataStore[] => [
  crmPersonalData(sources.crm),
  themeEventsPersonalData(sources.themeEvents),
  progressPersonalData(sources.progress),
  bookingsPersonalData(sources.bookings),
  coachPersonalData(sources.coach),
  chatPersonalData(sources.chat),
  personalEmailPersonalData(sources.personalEmails),
  sentInvitesPersonalData(sources.companies),
];
