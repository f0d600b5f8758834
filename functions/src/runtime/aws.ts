/**
 * The AWS composition root: the only place that reads a Lambda's environment and builds SDK clients.
 * Each endpoint group asks only for what it uses, so a function's role and env stay minimal. Clients are
 * built once per cold start (module scope of the entry that calls these).
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { RDSDataClient } from '@aws-sdk/client-rds-data';
import { S3Client } from '@aws-sdk/client-s3';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { CognitoIdentity, RdsDataDatabase, S3ObjectStore, SesTemplatedMail } from '@kinwell/adapters-aws';
import { ZohoConfig, ZohoCrm } from '@kinwell/adapters-zoho';
import {
  CompanyDirectory,
  ContactMessages,
  ContentLibrary,
  type Crm,
  companyNameOfAccount,
  InvitationMails,
  MemberInvitations,
  RateLimiter,
  RedirectTable,
  systemClock,
} from '@kinwell/core';
import { SqlCrm, SqlRateLimitStore, SqlThemeEventsRepository } from '@kinwell/database';
import * as z from 'zod';
import type { AuthDeps } from '../auth/app';
import type { CompanyDeps } from '../company/app';
import type { ContactDeps } from '../contact/app';
import type { ContentDeps } from '../content/app';
import type { CrmDeps } from '../crm/app';
import type { EventsDeps } from '../events/app';
import type { MailDeps } from '../mail/app';
import type { RedirectsDeps } from '../redirects/app';

const CompanyEnv = z.object({ COMPANY_BUCKET: z.string().min(1) });
const DatabaseEnv = z.object({
  DB_CLUSTER_ARN: z.string().min(1),
  DB_SECRET_ARN: z.string().min(1),
  DB_NAME: z.string().min(1),
});
const UserPoolEnv = z.object({
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  /** Must match the app client's refresh token validity (infra's auth stack). */
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
});

const MailEnv = z.object({
  /** The verified SES sender, e.g. `Kinwell <no-reply@mail.kinwell.example>`. */
  MAIL_FROM: z.string().min(3),
  MAIL_CONFIGURATION_SET: z.string().min(1).optional(),
  /** Infra names this environment's SES templates `<prefix><template name>` (packages/email-templates). */
  MAIL_TEMPLATE_PREFIX: z.string().default(''),
  /** The app's public origin (CloudFront): links in mails must point into it. Required: without it no link can be checked. */
  APP_URL: z.url({ protocol: /^https?$/ }),
});

/** Where the contact form's messages go: the team's inbox. */
const ContactEnv = z.object({ CONTACT_TO: z.email() });

type Env = Record<string, string | undefined>;

export function companyDirectoryFromEnv(env: Env = process.env): CompanyDirectory {
  const config = CompanyEnv.parse(env);
  return new CompanyDirectory(new S3ObjectStore({ client: new S3Client({}), bucket: config.COMPANY_BUCKET }));
}

/** The redirect table lives in the company bucket (`content/redirects.json`); the group only reads it. */
export function redirectsDeps(env: Env = process.env): RedirectsDeps {
  const config = CompanyEnv.parse(env);
  return {
    redirects: new RedirectTable(new S3ObjectStore({ client: new S3Client({}), bucket: config.COMPANY_BUCKET })),
  };
}

const limiterFromEnv = (env: Env) => new RateLimiter(new SqlRateLimitStore(databaseFromEnv(env)), () => new Date());

/** Content documents live in the company bucket under `content/`; the group only reads them. */
export function contentDeps(env: Env = process.env): ContentDeps {
  const config = CompanyEnv.parse(env);
  return {
    content: new ContentLibrary(new S3ObjectStore({ client: new S3Client({}), bucket: config.COMPANY_BUCKET })),
  };
}

/** update-company-invites verifies its caller and counts invitations in SQL: user pool and database env too. */
export function companyDeps(env: Env = process.env): CompanyDeps {
  const companies = companyDirectoryFromEnv(env);
  return {
    companies,
    identity: identityFromEnv(env),
    invitations: new MemberInvitations({ companies, limiter: limiterFromEnv(env) }),
  };
}

const templatedMailFromEnv = (env: Env) => {
  const config = MailEnv.parse(env);
  return new SesTemplatedMail({
    client: new SESv2Client({}),
    from: config.MAIL_FROM,
    configurationSet: config.MAIL_CONFIGURATION_SET,
    templatePrefix: config.MAIL_TEMPLATE_PREFIX,
  });
};

/** The public contact form: SES templates, SQL rate limits, the team's address. No user pool, no bucket. */
export function contactDeps(env: Env = process.env): ContactDeps {
  const { CONTACT_TO } = ContactEnv.parse(env);
  return {
    contactMessages: new ContactMessages({
      limiter: limiterFromEnv(env),
      mail: templatedMailFromEnv(env),
      teamAddress: CONTACT_TO,
      now: () => new Date(),
    }),
  };
}

export function mailDeps(env: Env = process.env): MailDeps {
  const config = MailEnv.parse(env);
  const mail = new SesTemplatedMail({
    client: new SESv2Client({}),
    from: config.MAIL_FROM,
    configurationSet: config.MAIL_CONFIGURATION_SET,
    templatePrefix: config.MAIL_TEMPLATE_PREFIX,
  });
  return {
    identity: identityFromEnv(env),
    invitations: new InvitationMails({
      companies: companyDirectoryFromEnv(env),
      limiter: limiterFromEnv(env),
      mail,
      appUrl: config.APP_URL,
    }),
  };
}

export function databaseFromEnv(env: Env = process.env): RdsDataDatabase {
  const config = DatabaseEnv.parse(env);
  return new RdsDataDatabase({
    client: new RDSDataClient({}),
    resourceArn: config.DB_CLUSTER_ARN,
    secretArn: config.DB_SECRET_ARN,
    database: config.DB_NAME,
  });
}

export function identityFromEnv(env: Env = process.env): CognitoIdentity {
  const config = UserPoolEnv.parse(env);
  return new CognitoIdentity({
    client: new CognitoIdentityProviderClient({}),
    userPoolId: config.USER_POOL_ID,
    clientId: config.USER_POOL_CLIENT_ID,
  });
}

export function authDeps(env: Env = process.env): AuthDeps {
  return {
    identity: identityFromEnv(env),
    limiter: new RateLimiter(new SqlRateLimitStore(databaseFromEnv(env)), () => new Date()),
    refreshTtlSeconds: UserPoolEnv.parse(env).REFRESH_TOKEN_TTL_SECONDS,
  };
}

export function eventsDeps(env: Env = process.env): EventsDeps {
  const identity = identityFromEnv(env);
  return {
    themeEvents: new SqlThemeEventsRepository(databaseFromEnv(env)),
    clock: systemClock,
    verifyCaller: (token) => identity.verifyAccessToken(token),
  };
}

/** Zoho when the environment names its secret (a JSON ZohoConfig); else the built-in CRM tables. */
const CrmEnv = z.object({ ZOHO_SECRET_ARN: z.string().min(1).optional() });

/**
 * A Crm whose adapter is made on first use: the Zoho secret is read once per cold start (not at import, so
 * the handler needs no top-level await), and again only if that read failed.
 */
function deferredCrm(load: () => Promise<Crm>): Crm {
  let loading: Promise<Crm> | undefined;
  const crm = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    createLead: async (fields) => (await crm()).createLead(fields),
    findLeads: async (query) => (await crm()).findLeads(query),
    getLead: async (id) => (await crm()).getLead(id),
    updateLead: async (id, fields) => (await crm()).updateLead(id, fields),
    upsertContact: async (identity, fields) => (await crm()).upsertContact(identity, fields),
    updateContact: async (id, fields) => (await crm()).updateContact(id, fields),
    findContacts: async (query) => (await crm()).findContacts(query),
    getContact: async (id) => (await crm()).getContact(id),
    getAccount: async (id) => (await crm()).getAccount(id),
    attachContactToAccount: async (contactId, accountId) => (await crm()).attachContactToAccount(contactId, accountId),
  };
}

export function crmDeps(env: Env = process.env): CrmDeps {
  const { ZOHO_SECRET_ARN: zohoSecretArn } = CrmEnv.parse(env);
  const { companies } = companyDeps(env);
  const crm: Crm = zohoSecretArn
    ? deferredCrm(async () => {
        const secrets = new SecretsManagerClient({});
        const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId: zohoSecretArn }));
        return new ZohoCrm(ZohoConfig.parse(JSON.parse(SecretString ?? '{}')));
      })
    : new SqlCrm(databaseFromEnv(env), { accountName: (accountId) => companyNameOfAccount(companies, accountId) });
  return { crm, companies, identity: identityFromEnv(env) };
}
