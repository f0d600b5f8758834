import { randomUUID } from 'node:crypto';
import {
  type BookingNotifier,
  type BookingStore,
  type ExpertAccountAdmin,
  type MailSender,
  type MemberProfiles,
  preferredLocale,
  type ReminderScheduler,
} from '@kinwell/core';
import { expertInvitationMail } from '@kinwell/email-templates';
import type { ExpertCliDeps } from './expert-cli';

export interface ExpertCliResources {
  store: BookingStore;
  accounts: ExpertAccountAdmin;
  /** Sends the invitation as it is rendered (the local mailbox, or SES from the operator's machine). */
  mail: MailSender;
  /** The app's public origin: the invitation's links point into it. */
  appUrl: string;
  notifier: BookingNotifier;
  reminders: ReminderScheduler;
  members: MemberProfiles;
  now(): Date;
}

/** The expert CLI's deps over one environment's resources (local data or a deployed environment). */
export function expertCliDeps(resources: ExpertCliResources): ExpertCliDeps {
  return {
    add: {
      store: resources.store,
      accounts: resources.accounts,
      invite: async (expert) => {
        // The expert's first language Kinwell speaks, English otherwise.
        const locale = preferredLocale(expert.languages);
        await resources.mail.send({
          to: expert.email,
          ...expertInvitationMail({ locale, name: expert.name, email: expert.email, appUrl: resources.appUrl }),
        });
      },
    },
    changes: {
      store: resources.store,
      notifier: resources.notifier,
      reminders: resources.reminders,
      members: resources.members,
      now: resources.now,
      newId: randomUUID,
      noticeFailed: (error, notice) =>
        console.error(`The ${notice.kind} mail or reminders of ${notice.bookingId} failed: ${String(error)}`),
    },
  };
}
