import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

export const environmentNames = ['dev', 'staging', 'prod'] as const;
export type EnvironmentName = (typeof environmentNames)[number];

/** Everything that differs between the dev, staging and prod stack sets. Read only by bin/app.ts. */
export interface EnvironmentConfig {
  readonly name: EnvironmentName;
  /**
   * Where to deploy. Leave both unset to synthesize env-agnostic stacks (offline, no lookups); the CLI's
   * credentials then pick the account and region at deploy time.
   */
  readonly account?: string;
  readonly region?: string;
  /** What happens to stateful resources (database, buckets, user pool) when the stack deletes them. */
  readonly removalPolicy: RemovalPolicy;
  /** Whether stateful resources refuse deletion outright (user pool, database cluster). */
  readonly deletionProtection: boolean;
  /** How long Lambda, API access and database logs are kept. */
  readonly logRetention: RetentionDays;
  /** The CloudWatch namespace of the functions' metrics (Powertools EMF), one per environment. */
  readonly metricsNamespace: string;
  /** Automated database backups. */
  readonly backupRetention: Duration;
  /** Aurora Serverless v2 capacity range in ACUs; a minimum of 0 lets the cluster pause when idle. */
  readonly databaseCapacity: { readonly min: number; readonly max: number };
  /** Steady-state requests per second and burst for the whole HTTP API stage. */
  readonly apiThrottle: { readonly rateLimit: number; readonly burstLimit: number };
  /** How long Cognito's tokens live (see infra/README.md for the reasoning). */
  readonly sessionTokens: SessionTokenValidity;
  /** Who sends the account mail (sign-up and password-reset codes) and what it says. */
  readonly accountMail: AccountMailConfig;
  /** The product mail (invitations, welcome) the `mail` Lambda sends with SES v2 templates. */
  readonly mail: ProductMailConfig;
  /** The web app's own domain on CloudFront. Unset: the distribution's *.cloudfront.net name. */
  readonly domain?: SiteDomain;
  /**
   * Zoho CRM: the name of the Secrets Manager secret holding the OAuth client and refresh token (created by hand,
   * never in this repo). Unset: the `crm` Lambda uses the built-in CRM tables in the database.
   */
  readonly zoho?: { readonly secretName: string };
  /** Where CloudWatch alarms notify. */
  readonly alarms: AlarmsConfig;
  /** The AI coach (issue 15, docs/decisions/015-ai-coach.md). */
  readonly coach: CoachConfig;
  /** The AWS WAF web ACL on the CloudFront distribution (the edge stack, us-east-1). */
  readonly waf: WafConfig;
}

/**
 * The AI coach's model on Bedrock and the on-call channel of its risk flags. No `modelId`: the guided coach (library
 * sessions, no AI), which costs nothing and needs no Bedrock model access.
 */
export interface CoachConfig {
  /** A Bedrock foundation model id that ConverseStream accepts (model access must be granted in the account). */
  readonly modelId?: string;
  /**
   * An existing Bedrock guardrail (id and version). Unset with a model: the api stack creates one (content filters,
   * no medication or diagnosis advice) and uses its first version.
   */
  readonly guardrail?: { readonly id: string; readonly version: string };
  /** Who gets the coach's risk flags (an SNS email subscription); set before launch. */
  readonly onCallEmail?: string;
}

/** The web ACL's rules; see the edge stack for what each one does. */
export interface WafConfig {
  /**
   * `count`: every rule only counts and labels what it would stop (CloudWatch metrics and sampled requests show
   * it), to tune rules without refusing anyone; `block`: the rules refuse what they match.
   */
  readonly mode: 'count' | 'block';
  /** Requests one client address may send in any 5-minute window before the rate rule acts (AWS minimum: 10). */
  readonly rateLimitPer5Minutes: number;
}

/** A custom domain for CloudFront: the name and an ACM certificate for it, which must be in us-east-1. */
export interface SiteDomain {
  readonly name: string;
  readonly certificateArn: string;
}

export interface ProductMailConfig {
  /**
   * The SES identity this environment creates and owns (`AWS::SES::EmailIdentity`): a domain (publish the DKIM
   * CNAME records SES lists for it) or a single address (SES mails it a confirmation link). Unset: none is created;
   * `from` must then belong to an identity verified by other means (by hand, or another environment's stack).
   */
  readonly identity?: { readonly domain: string } | { readonly email: string };
  /** The From address of the product mail (MAIL_FROM), e.g. `Kinwell <no-reply@mail.kinwell.example>`. */
  readonly from: string;
  /** The team inbox the public contact form mails (CONTACT_TO of the `contact` Lambda). */
  readonly contactTo: string;
}

export interface AlarmsConfig {
  /** Subscribe this address to the alarm topic (SNS mails it a confirmation link first). */
  readonly email?: string;
  /** Notify this existing SNS topic (e.g. a shared ops topic) instead of creating one. */
  readonly topicArn?: string;
  /** The share of API requests answered with a 5xx that raises the alarm (0.05 = 5 %). */
  readonly api5xxRate: number;
}

export interface SessionTokenValidity {
  /** Access and ID tokens: what the API accepts; short, because a stolen one cannot be revoked. */
  readonly access: Duration;
  readonly id: Duration;
  /** Refresh token: how long a remembered session lasts without a new login. */
  readonly refresh: Duration;
}

/** A sending identity verified in SES (the address itself, or its domain). */
export interface SesSender {
  readonly fromEmail: string;
  readonly fromName?: string;
  readonly replyTo?: string;
  /** The verified SES domain `fromEmail` belongs to, when the domain rather than the address is verified. */
  readonly verifiedDomain?: string;
  /** Region of the SES identity. @default the stack's region (required when the stacks are env-agnostic) */
  readonly sesRegion?: string;
}

export interface AccountMailConfig {
  /**
   * Cognito sends through SES from this identity. Unset: Cognito's own mail (from no-reply@verificationemail.com,
   * a low daily quota), fine for dev and tests, not for real users.
   */
  readonly sender?: SesSender;
  /**
   * The code mail. Cognito uses the same template for the sign-up code and the password-reset code, so the text
   * fits both; `{####}` is replaced by the code. Company-branded templates replace this later.
   */
  readonly codeMessage: { readonly subject: string; readonly body: string };
  /**
   * Cognito hands every code (KMS-encrypted) to our custom email sender Lambda, which mails our own account-code
   * mail in the member's language through SES from `mail.from` (the environment's SES identity); `sender` and
   * `codeMessage` then no longer apply. Off: Cognito mails the codes itself (see `sender`).
   */
  readonly customSender: boolean;
}

/** Access/ID 15 minutes (the SPA refreshes silently through the refresh cookie), refresh 30 days. */
const sessionTokens: SessionTokenValidity = {
  access: Duration.minutes(15),
  id: Duration.minutes(15),
  refresh: Duration.days(30),
};

const codeMessage: AccountMailConfig['codeMessage'] = {
  subject: 'Your Kinwell code',
  // Cognito sends this as HTML.
  body: [
    '<p>Hello,</p>',
    '<p>Your Kinwell code is <strong>{####}</strong></p>',
    '<p>Enter it in the app to verify your email address or to set a new password. A sign-up code is valid for',
    '24 hours, a password-reset code for 1 hour.</p>',
    '<p>If you did not ask for this code, you can ignore this email: nothing changes without it.</p>',
    '<p>The Kinwell team</p>',
  ].join('\n'),
};

const configs: Record<EnvironmentName, EnvironmentConfig> = {
  dev: {
    name: 'dev',
    metricsNamespace: 'Kinwell/dev',
    removalPolicy: RemovalPolicy.DESTROY,
    deletionProtection: false,
    logRetention: RetentionDays.ONE_WEEK,
    backupRetention: Duration.days(1),
    databaseCapacity: { min: 0, max: 2 },
    apiThrottle: { rateLimit: 20, burstLimit: 40 },
    sessionTokens,
    // Cognito's own mail in dev: SES in the sandbox would refuse every address not verified by hand.
    accountMail: { codeMessage, customSender: false },
    // No identity in dev: verify an address by hand in the SES console to try the mail (SES sandbox).
    mail: { from: 'Kinwell <no-reply@kinwell.example>', contactTo: 'team@kinwell.example' },
    alarms: { api5xxRate: 0.05 },
    // The guided coach: no model, no Bedrock cost in dev.
    coach: {},
    // Counting only: developers' tools and tests must not be refused; the metrics show what would be.
    waf: { mode: 'count', rateLimitPer5Minutes: 2000 },
  },
  staging: {
    name: 'staging',
    metricsNamespace: 'Kinwell/staging',
    removalPolicy: RemovalPolicy.DESTROY,
    deletionProtection: false,
    logRetention: RetentionDays.ONE_MONTH,
    backupRetention: Duration.days(3),
    databaseCapacity: { min: 0, max: 4 },
    apiThrottle: { rateLimit: 50, burstLimit: 100 },
    sessionTokens,
    accountMail: { codeMessage, customSender: true },
    mail: {
      identity: { domain: 'staging.kinwell.example' },
      from: 'Kinwell <no-reply@staging.kinwell.example>',
      contactTo: 'team@kinwell.example',
    },
    zoho: { secretName: 'kinwell/staging/zoho' },
    alarms: { api5xxRate: 0.05 },
    coach: { modelId: 'anthropic.claude-3-5-haiku-20241022-v1:0', onCallEmail: 'on-call@kinwell.example' },
    waf: { mode: 'block', rateLimitPer5Minutes: 1000 },
  },
  prod: {
    name: 'prod',
    metricsNamespace: 'Kinwell/prod',
    removalPolicy: RemovalPolicy.RETAIN,
    deletionProtection: true,
    logRetention: RetentionDays.SIX_MONTHS,
    backupRetention: Duration.days(14),
    databaseCapacity: { min: 0.5, max: 16 },
    apiThrottle: { rateLimit: 200, burstLimit: 400 },
    sessionTokens,
    // Our own code mail through SES (`mail.from`): Cognito's own mail is English-only, unbranded, 50 a day.
    accountMail: { codeMessage, customSender: true },
    mail: {
      identity: { domain: 'kinwell.example' },
      from: 'Kinwell <no-reply@kinwell.example>',
      contactTo: 'team@kinwell.example',
    },
    zoho: { secretName: 'kinwell/prod/zoho' },
    // Set `email` (or `topicArn`) to the on-call address before launch.
    alarms: { api5xxRate: 0.01 },
    // Set `onCallEmail` to the clinical on-call address before launch.
    coach: { modelId: 'anthropic.claude-3-5-haiku-20241022-v1:0' },
    // A page load is a few dozen requests (shell, assets, API): 1000 in 5 minutes is far beyond one person.
    waf: { mode: 'block', rateLimitPer5Minutes: 1000 },
  },
};

export function isEnvironmentName(value: unknown): value is EnvironmentName {
  return typeof value === 'string' && (environmentNames as readonly string[]).includes(value);
}

export function environmentConfig(name: EnvironmentName): EnvironmentConfig {
  return configs[name];
}
