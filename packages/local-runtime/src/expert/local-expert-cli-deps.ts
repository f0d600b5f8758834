import { expertCliDeps } from '@kinwell/company-cli';
import type { LocalDeps } from '@kinwell/functions/runtime/local';

/** The expert CLI on the local data: the same store, identity, mailbox and booking notices the server uses. */
export const localExpertCliDeps = (deps: LocalDeps, appUrl: string) =>
  expertCliDeps({
    store: deps.bookings,
    accounts: deps.identity,
    mail: deps.mailbox,
    appUrl,
    ...deps.bookingNotices,
    now: () => deps.clock.now(),
  });
