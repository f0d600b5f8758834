// The expert CLI against a deployed environment: its Aurora database through the Data API, its Cognito user pool and
// SES, with the operator's own AWS credentials (the usual AWS chain). Chosen when KINWELL_DB_CLUSTER_ARN is set.
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { RDSDataClient } from '@aws-sdk/client-rds-data';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { CognitoIdentity } from '@kinwell/adapters-aws/cognito-identity';
import { RdsDataDatabase } from '@kinwell/adapters-aws/rds-data-database';
import { SesMailSender } from '@kinwell/adapters-aws/ses-mail-sender';
import { crmMemberProfiles, type DiagnosticLog, mailBranding, type ReminderScheduler } from '@kinwell/core';
import { SqlBookingPartiesStore, SqlBookingStore, SqlCrm } from '@kinwell/database';
import { bookingLinks, MailBookingNotifier, organizerOf } from '@kinwell/email-templates';
import * as z from 'zod';
import type { ExpertCliDeps } from './expert-cli';
import { expertCliDeps } from './expert-cli-deps';

const DeployedEnv = z.object({
  KINWELL_DB_CLUSTER_ARN: z.string().min(1),
  KINWELL_DB_SECRET_ARN: z.string().min(1),
  KINWELL_DB_NAME: z.string().min(1).default('kinwell'),
  KINWELL_USER_POOL_ID: z.string().min(1),
  /** The pool's SPA client (the identity adapter needs one; the admin calls do not use it). */
  KINWELL_USER_POOL_CLIENT_ID: z.string().min(1).default('unused-by-admin-calls'),
  /** The environment's verified SES sender, e.g. `Kinwell <no-reply@mail.kinwell.example>`. */
  KINWELL_MAIL_FROM: z.string().min(3),
  KINWELL_APP_URL: z.url({ protocol: /^https$/ }),
});

/**
 * A retirement's cancellations are mailed from here (SES, the Kinwell brand: the CLI reads no company bucket). Their
 * reminders' schedules are left to run out: the reminder Lambda reads the booking again and sends nothing for a
 * cancelled session, and each schedule deletes itself once it has run.
 */
const remindersLeftToRunOut: ReminderScheduler = {
  plan: async () => undefined,
  drop: async () => undefined,
};

const now = () => new Date();

/** An operator runs the CLI in a terminal: a failed mail or rollback is told there, on stderr, as console prints it. */
const terminalLog: DiagnosticLog = console;

/** Whether the environment names a deployed database: the CLI then works on it instead of the local data. */
export const targetsDeployment = (env: Record<string, string | undefined>) => Boolean(env.KINWELL_DB_CLUSTER_ARN);

export function deployedExpertCliDeps(env: Record<string, string | undefined> = process.env): ExpertCliDeps {
  const config = DeployedEnv.parse(env);
  const database = new RdsDataDatabase({
    client: new RDSDataClient({}),
    resourceArn: config.KINWELL_DB_CLUSTER_ARN,
    secretArn: config.KINWELL_DB_SECRET_ARN,
    database: config.KINWELL_DB_NAME,
    log: terminalLog,
  });
  const mail = new SesMailSender({ client: new SESv2Client({}), from: config.KINWELL_MAIL_FROM, log: terminalLog });
  return expertCliDeps({
    store: new SqlBookingStore(database),
    accounts: new CognitoIdentity({
      client: new CognitoIdentityProviderClient({}),
      userPoolId: config.KINWELL_USER_POOL_ID,
      clientId: config.KINWELL_USER_POOL_CLIENT_ID,
    }),
    mail,
    appUrl: config.KINWELL_APP_URL,
    notifier: new MailBookingNotifier({
      mail,
      sender: organizerOf(config.KINWELL_MAIL_FROM),
      memberBranding: async () => mailBranding(undefined, config.KINWELL_APP_URL),
      expertBranding: () => mailBranding(undefined, config.KINWELL_APP_URL),
      links: () => bookingLinks(config.KINWELL_APP_URL),
      parties: new SqlBookingPartiesStore(database, now),
      now,
      log: terminalLog,
    }),
    reminders: remindersLeftToRunOut,
    // Only the built-in CRM is read here (a member's first name for a retirement's mail); Zoho stays the Lambdas'.
    members: crmMemberProfiles(new SqlCrm(database, {})),
    now,
  });
}
