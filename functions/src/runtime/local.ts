/**
 * The local composition root: the same handlers as in AWS, on embedded adapters (PGlite, a folder of
 * objects, a mailbox, the local identity provider). The local runtime calls this once at start.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  FolderObjectStore,
  InProcessChatPush,
  LocalIdentity,
  localIdentityMigrations,
  Mailbox,
  MailboxOnCallNotifier,
  MailboxTemplatedMail,
  OpenAiCompatibleCoachModel,
  PgliteDatabase,
} from '@kinwell/adapters-local';
import {
  type Clock,
  CompanyDirectory,
  ContactMessages,
  ContentLibrary,
  coachLibrary,
  coachProgressFacts,
  companyNameOfAccount,
  crmMemberProfiles,
  InvitationMails,
  MemberInvitations,
  type MemberProfiles,
  mailBranding,
  memberMailBranding,
  memberPersonalData,
  RateLimiter,
  RedirectTable,
  readProgress,
  SelfCareLibrary,
  systemClock,
} from '@kinwell/core';
import {
  migrate,
  migrations,
  SqlBookingStore,
  SqlChatSocketStore,
  SqlChatStore,
  SqlCoachStore,
  SqlCrm,
  SqlPersonalEmailStore,
  SqlProgressStore,
  SqlRateLimitStore,
  SqlThemeEventsRepository,
} from '@kinwell/database';
import { MailChatWaitingMailer } from '@kinwell/email-templates';
import { createAccountHandler } from '../account/app';
import { createAuthHandler } from '../auth/app';
import { createBookingHandler } from '../booking/app';
import { createChatHandler } from '../chat/app';
import { createCoachHandler } from '../coach/app';
import { createCompanyHandler } from '../company/app';
import { createContactHandler } from '../contact/app';
import { createContentHandler } from '../content/app';
import { createCrmHandler } from '../crm/app';
import { createEventsHandler } from '../events/app';
import { createExpertHandler } from '../expert/app';
import type { HandlerRuntime } from '../http';
import type { ApiHandler } from '../http/types';
import { createMailHandler } from '../mail/app';
import { readableTelemetry } from '../observability/local-telemetry';
import { createRedirectsHandler } from '../redirects/app';
import { confirmationCodes } from './confirmation-codes';
import { createLocalBookingNotices, type LocalBookingNotices } from './local-booking-notices';
import { localChatSocketUrl } from './local-chat-socket-url';

export { LOCAL_CHAT_SOCKET_PATH } from './local-chat-socket-url';

export interface LocalRuntimeConfig {
  dataDir: string;
  clock?: Clock;
  /**
   * The app's own origin (APP_URL in AWS): links in mails must point into it. A function when it is known
   * only once the server listens (port 0); default http://localhost:3000.
   */
  publicUrl?: string | (() => string);
  /** Where contact-form messages go (CONTACT_TO in AWS); they show in the local mailbox (/dev/mail). */
  contactTo?: string;
  /** How often the reminder poller looks for due reminders (30 s by default). */
  reminderIntervalMs?: number;
  /**
   * The AI coach's model: any OpenAI-compatible chat completions endpoint (KINWELL_COACH_URL, KINWELL_COACH_MODEL,
   * KINWELL_COACH_API_KEY). Unset (the default): the guided coach, which says plainly it is not an AI.
   */
  coachModel?: { url: string; model: string; apiKey?: string | undefined } | undefined;
  /** Where the coach's risk flags go (an SNS topic in AWS); they show in the local mailbox. */
  onCallTo?: string;
  /** The least level of the log lines printed (KINWELL_LOG_LEVEL): DEBUG shows each request's metrics. INFO by default. */
  logLevel?: string;
}

/** The team's address on the local runtime: its mail lands in the local mailbox. */
export const LOCAL_CONTACT_TO = 'team@kinwell.local';

/** Where waiting-message mails come from on the local runtime (they land in the local mailbox). */
export const LOCAL_CHAT_SENDER = 'Kinwell <chat@kinwell.local>';

/** The on-call address on the local runtime: risk flags (kinds and time, never words) land in the local mailbox. */
export const LOCAL_ON_CALL_TO = 'on-call@kinwell.local';

export interface LocalDeps {
  db: PgliteDatabase;
  objects: FolderObjectStore;
  mailbox: Mailbox;
  companies: CompanyDirectory;
  identity: LocalIdentity;
  bookings: SqlBookingStore;
  clock: Clock;
  /**
   * The chat's live sockets of this process (the server's WebSocket endpoint attaches them) and its tickets, which the
   * server burns when a socket opens.
   */
  chat: { push: InProcessChatPush; sockets: SqlChatSocketStore };
  /**
   * The booking mails and reminders (BookingNotifier, ReminderScheduler; the server starts `poller`), and what
   * members share with experts: the expert CLI's retirements use them too.
   */
  bookingNotices: LocalBookingNotices & { members: MemberProfiles };
  /** Handlers per endpoint group, keyed as in the contracts' `group`. */
  handlers: {
    account: ApiHandler;
    auth: ApiHandler;
    booking: ApiHandler;
    chat: ApiHandler;
    coach: ApiHandler;
    company: ApiHandler;
    contact: ApiHandler;
    content: ApiHandler;
    crm: ApiHandler;
    events: ApiHandler;
    expert: ApiHandler;
    mail: ApiHandler;
    redirects: ApiHandler;
  };
  close(): Promise<void>;
}

export const localPaths = (dataDir: string) => ({
  database: join(dataDir, 'pg'),
  objects: join(dataDir, 'objects'),
  mailbox: join(dataDir, 'mail'),
});

const REFRESH_TTL_SECONDS = 30 * 24 * 3600;

/**
 * How the local server runs each group's handler. No Lambda kills a handler here: middy's early timeout, a timer and
 * a race per request that only that kill calls for, is off (the server answers 504 itself when a handler stays silent
 * too long, one timer per connection), and so is passing the deadline on (no adapter here retries against one; its
 * AsyncLocalStorage would slow every promise of the process). No Lambda context either: the group's log lines are
 * printed readably, with the request's id and route, and its metrics as debug lines (observability/local-telemetry.ts).
 */
const runtimeWith =
  (logLevel: string | undefined) =>
  (group: string): HandlerRuntime & Required<Pick<HandlerRuntime, 'telemetry'>> => ({
    timeoutEarly: false,
    invocationDeadline: false,
    lambdaContext: false,
    telemetry: readableTelemetry(group, logLevel),
  });
/**
 * How long the server answers an object it read (company metadata, domains, invites, content) from memory.
 * The company CLI writes the same folder from another process while the server runs: its writes show
 * within this time; the server's own writes show at once.
 */
export const OBJECT_CACHE_MS = 100;

export async function createLocalDeps(config: LocalRuntimeConfig): Promise<LocalDeps> {
  const clock = config.clock ?? systemClock;
  const now = () => clock.now();
  const localRuntime = runtimeWith(config.logLevel);
  const coachRuntime = localRuntime('coach');
  const chatRuntime = localRuntime('chat');
  // The groups that send templated mail each get their own (one mailbox), so a failed write is logged on the group's
  // line, with the request's id, as in AWS.
  const accountRuntime = localRuntime('account');
  const authRuntime = localRuntime('auth');
  const contactRuntime = localRuntime('contact');
  const mailRuntime = localRuntime('mail');
  const paths = localPaths(config.dataDir);
  const db = await PgliteDatabase.open({ dataDir: paths.database });
  await migrate(db, [...migrations, ...localIdentityMigrations]);
  const objects = new FolderObjectStore(paths.objects, { cacheMs: OBJECT_CACHE_MS });
  const mailbox = new Mailbox(paths.mailbox, now);
  const companies = new CompanyDirectory(objects, now);
  const identity = new LocalIdentity({
    db,
    mail: mailbox,
    clock,
    // The same rule the PreSignUp trigger applies in AWS.
    isEligible: async (email) => (await companies.eligibility(email)).eligible,
    refreshTokenTtlSeconds: REFRESH_TTL_SECONDS,
  });
  const verifyCaller = (token: string) => identity.verifyAccessToken(token);
  const limiter = new RateLimiter(new SqlRateLimitStore(db), now);
  const { publicUrl = 'http://localhost:3000' } = config;
  const templatedMail = (runtime: typeof mailRuntime) => new MailboxTemplatedMail(mailbox, runtime.telemetry.logger);
  const personalEmails = new SqlPersonalEmailStore(db);
  // One built-in CRM: accounts are made from the company directory on first use.
  const crm = new SqlCrm(db, { accountName: (accountId) => companyNameOfAccount(companies, accountId) });
  const themeEvents = new SqlThemeEventsRepository(db);
  const progress = new SqlProgressStore(db);
  const bookings = new SqlBookingStore(db);
  const coachStore = new SqlCoachStore(db);
  const chatStore = new SqlChatStore(db);
  const chat = { push: new InProcessChatPush(), sockets: new SqlChatSocketStore(db) };
  const onCall = new MailboxOnCallNotifier(mailbox, config.onCallTo ?? LOCAL_ON_CALL_TO);
  const selfCare = new SelfCareLibrary(objects);
  const appUrl = () => (typeof publicUrl === 'function' ? publicUrl() : publicUrl);
  const bookingNotices = createLocalBookingNotices({
    db,
    mailbox,
    companies,
    clock,
    appUrl,
    reminderIntervalMs: config.reminderIntervalMs,
    // Booking and expert requests and the reminder poller share these mails: their lines name them, not a group.
    log: readableTelemetry('booking-mails', config.logLevel).logger,
  });
  const bookingGroup = {
    bookings,
    members: crmMemberProfiles(crm),
    notifier: bookingNotices.notifier,
    reminders: bookingNotices.reminders,
    identity,
    clock,
    verifyCaller,
  };
  const invitationMails = new InvitationMails({
    companies,
    limiter,
    mail: templatedMail(mailRuntime),
    personalEmails,
    // Read at each send: the server learns its port only once it listens.
    get appUrl() {
      return appUrl();
    },
  });
  return {
    db,
    objects,
    mailbox,
    companies,
    identity,
    bookings,
    clock,
    chat,
    bookingNotices: { ...bookingNotices, members: bookingGroup.members },
    handlers: {
      account: createAccountHandler(
        {
          identity,
          limiter,
          personalData: memberPersonalData({
            bookings,
            crm,
            themeEvents,
            progress,
            companies,
            personalEmails,
            coach: coachStore,
            chat: chatStore,
          }),
          mail: templatedMail(accountRuntime),
          branding: async (member) => (await memberMailBranding(companies, member.email, appUrl())).branding,
          clock,
        },
        accountRuntime,
      ),
      auth: createAuthHandler(
        {
          identity,
          limiter,
          refreshTtlSeconds: REFRESH_TTL_SECONDS,
          personalEmail: {
            store: personalEmails,
            codes: confirmationCodes,
            mail: templatedMail(authRuntime),
            limiter,
            clock,
          },
        },
        authRuntime,
      ),
      company: createCompanyHandler(
        {
          companies,
          identity,
          invitations: new MemberInvitations({ companies, limiter }),
        },
        localRuntime('company'),
      ),
      contact: createContactHandler(
        {
          contactMessages: new ContactMessages({
            limiter,
            mail: templatedMail(contactRuntime),
            teamAddress: config.contactTo ?? LOCAL_CONTACT_TO,
            now,
          }),
        },
        contactRuntime,
      ),
      crm: createCrmHandler(
        {
          crm,
          companies,
          identity,
        },
        localRuntime('crm'),
      ),
      booking: createBookingHandler({ ...bookingGroup, companies }, localRuntime('booking')),
      expert: createExpertHandler(bookingGroup, localRuntime('expert')),
      coach: createCoachHandler(
        {
          model: config.coachModel && new OpenAiCompatibleCoachModel(config.coachModel),
          store: coachStore,
          limiter,
          onCall,
          library: coachLibrary(selfCare),
          progress: async (memberId, locale) =>
            coachProgressFacts(
              await readProgress(progress, memberId, { period: 'month', timeZone: 'UTC' }, clock.now()),
              await selfCare.publishedThemes(),
              locale,
            ),
          now,
          newId: () => randomUUID(),
          reportError: (error, context) => coachRuntime.telemetry?.logger.error('Coach failure', { context, error }),
          verifyCaller,
        },
        coachRuntime,
      ),
      chat: createChatHandler(
        {
          store: chatStore,
          sockets: chat.sockets,
          push: chat.push,
          experts: bookings,
          identity,
          members: bookingGroup.members,
          limiter,
          onCall,
          waitingMail: new MailChatWaitingMailer({
            mail: mailbox,
            from: LOCAL_CHAT_SENDER,
            memberBranding: async (email) => (await memberMailBranding(companies, email, appUrl())).branding,
            expertBranding: () => mailBranding(undefined, appUrl()),
            appUrl,
          }),
          socketUrl: localChatSocketUrl,
          now,
          newId: () => randomUUID(),
          newTicket: () => randomBytes(32).toString('base64url'),
          reportError: (error, context) => chatRuntime.telemetry?.logger.error('Chat failure', { context, error }),
          verifyCaller,
        },
        chatRuntime,
      ),
      events: createEventsHandler({ themeEvents, progress, clock, verifyCaller }, localRuntime('events')),
      mail: createMailHandler({ identity, invitations: invitationMails }, mailRuntime),
      // The self-care library is published into the same objects folder (self-care/…) by the local runtime's start.
      content: createContentHandler({ content: new ContentLibrary(objects), selfCare }, localRuntime('content')),
      redirects: createRedirectsHandler({ redirects: new RedirectTable(objects) }, localRuntime('redirects')),
    },
    close: async () => {
      // A poll under way finishes before the database closes under it.
      await bookingNotices.poller.stop();
      await db.close();
    },
  };
}
