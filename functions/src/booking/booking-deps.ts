import type {
  BookingNotifier,
  BookingStore,
  Caller,
  Clock,
  CompanyDirectory,
  IdentityProvider,
  MemberProfiles,
  ReminderScheduler,
} from '@kinwell/core';

/** What the booking and expert groups are built from, in both runtimes. */
export interface BookingGroupDeps {
  bookings: BookingStore;
  /** What members chose to share with their experts (first name, goals): the CRM's onboarding records. */
  members: MemberProfiles;
  /** Mail to both sides of a change, with its calendar file. */
  notifier: BookingNotifier;
  /** The 24 h and 1 h reminders of a booked session. */
  reminders: ReminderScheduler;
  /** The caller's own account (their address: the company that sponsors them, where their mail goes). */
  identity: Pick<IdentityProvider, 'getUser'>;
  /** The sessions a member's company sponsors per year (its metadata). */
  companies: Pick<CompanyDirectory, 'eligibility' | 'get'>;
  clock: Clock;
  verifyCaller(accessToken: string): Promise<Caller>;
}

/** The expert console's: no company metadata (the allowance is the member's side). */
export type ExpertGroupDeps = Omit<BookingGroupDeps, 'companies'>;
