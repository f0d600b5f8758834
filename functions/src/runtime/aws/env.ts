/**
 * The environment of every Kinwell Lambda, one schema per resource: the names infra's ApiFunction `bind*` helpers
 * set (infra/lib/constructs/api-function.ts). Parsed by the composition roots beside this file, each for the
 * resources its function uses, so a missing or malformed value fails the cold start, not a request.
 */
import * as z from 'zod';

export type Env = Record<string, string | undefined>;

/** bindCompanyBucket */
export const CompanyEnv = z.object({ COMPANY_BUCKET: z.string().min(1) });

/** bindContentBucket: the published self-care library (read only). */
export const ContentEnv = z.object({ CONTENT_BUCKET: z.string().min(1) });

/** bindDatabase */
export const DatabaseEnv = z.object({
  DB_CLUSTER_ARN: z.string().min(1),
  DB_SECRET_ARN: z.string().min(1),
  DB_NAME: z.string().min(1),
});

/** bindUserPool */
export const UserPoolEnv = z.object({
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  /** Must match the app client's refresh token validity (infra's auth stack). */
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
});

/** bindMail */
export const MailEnv = z.object({
  /** The verified SES sender, e.g. `Kinwell <no-reply@mail.kinwell.example>`. */
  MAIL_FROM: z.string().min(3),
  MAIL_CONFIGURATION_SET: z.string().min(1).optional(),
  /** Infra names this environment's SES templates `<prefix><template name>` (packages/email-templates). */
  MAIL_TEMPLATE_PREFIX: z.string().default(''),
  /** The app's public origin (CloudFront): links in mails must point into it. Required: without it no link can be checked. */
  APP_URL: z.url({ protocol: /^https?$/ }),
});

/** Where the contact form's messages go: the team's inbox. */
export const ContactEnv = z.object({ CONTACT_TO: z.email() });

/** Zoho when the environment names its secret (bindSecret, a JSON ZohoConfig); else the built-in CRM tables. */
export const CrmEnv = z.object({ ZOHO_SECRET_ARN: z.string().min(1).optional() });

/** bindOriginSecret: the secret whose value CloudFront adds to every API request (web stack). */
export const OriginEnv = z.object({ ORIGIN_SECRET_ARN: z.string().min(1) });

/** bindCodeMail: the pool's custom sender key and the SES sender of the account-code mail. */
export const CodeMailEnv = z.object({
  CODE_KMS_KEY_ARN: z.string().min(1),
  MAIL_FROM: z.string().min(3),
  MAIL_CONFIGURATION_SET: z.string().min(1).optional(),
});

/** bindReminderScheduling (infra's BookingReminders): where the API creates reminder schedules, and what they call. */
export const ReminderEnv = z.object({
  REMINDER_SCHEDULE_GROUP: z.string().min(1),
  REMINDER_FUNCTION_ARN: z.string().min(1),
  REMINDER_ROLE_ARN: z.string().min(1),
});

/** bindCoach: the coach's Bedrock model and guardrail (none: the guided coach, no AI) and the on-call topic. */
export const CoachEnv = z.object({
  COACH_MODEL_ID: z.string().min(1).optional(),
  COACH_GUARDRAIL_ID: z.string().min(1).optional(),
  COACH_GUARDRAIL_VERSION: z.string().min(1).optional(),
  ON_CALL_TOPIC_ARN: z.string().min(1),
});

/**
 * The chat's live socket (an API Gateway WebSocket API): the `wss://…` URL pages open (CHAT_SOCKET_URL) and the
 * stage's management endpoint the chat Lambda posts to (CHAT_SOCKET_ENDPOINT, `https://…/stage`).
 */
export const ChatSocketEnv = z.object({
  CHAT_SOCKET_URL: z.url({ protocol: /^wss$/ }),
  CHAT_SOCKET_ENDPOINT: z.url({ protocol: /^https$/ }),
});
