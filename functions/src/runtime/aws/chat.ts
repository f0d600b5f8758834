// The chat group's AWS composition root: conversations, tickets and connection records in SQL (Data API), experts
// (the booking store), the caller's account (Cognito GetUser), what members share (the CRM: Zoho or SQL), pushes
// through the WebSocket API's management endpoint, waiting-message mail (SES, branded from the company bucket), and
// risk flags on the coach's on-call topic.
import { randomBytes, randomUUID } from 'node:crypto';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SNSClient } from '@aws-sdk/client-sns';
import { ApiGatewayChatPush } from '@kinwell/adapters-aws/api-gateway-chat-push';
import { SesMailSender } from '@kinwell/adapters-aws/ses-mail-sender';
import { SnsOnCallNotifier } from '@kinwell/adapters-aws/sns-on-call-notifier';
import { crmMemberProfiles, mailBranding, memberMailBranding, systemClock } from '@kinwell/core';
import { SqlBookingStore, SqlChatSocketStore, SqlChatStore } from '@kinwell/database';
import { MailChatWaitingMailer } from '@kinwell/email-templates';
import type { ChatGroupDeps } from '../../chat/app';
import { companyDirectoryFromEnv } from './company-bucket';
import { crmFromEnv } from './crm-records';
import { databaseFromEnv, rateLimiterFromEnv } from './database';
import { ChatSocketEnv, CoachEnv, type Env, MailEnv } from './env';
import { lazyClient } from './lazy-client';
import { lambdaTelemetry } from './telemetry';
import { identityFromEnv } from './user-pool';

const now = () => systemClock.now();

export function chatGroupDeps(env: Env = process.env): ChatGroupDeps {
  const socket = ChatSocketEnv.parse(env);
  const mail = MailEnv.parse(env);
  const { ON_CALL_TOPIC_ARN } = CoachEnv.parse(env);
  const database = databaseFromEnv(env);
  const companies = companyDirectoryFromEnv(env);
  const identity = identityFromEnv(env);
  const sockets = new SqlChatSocketStore(database);
  return {
    store: new SqlChatStore(database),
    sockets,
    push: new ApiGatewayChatPush(
      lazyClient(() => new ApiGatewayManagementApiClient({ endpoint: socket.CHAT_SOCKET_ENDPOINT })),
      sockets,
      now,
    ),
    experts: new SqlBookingStore(database),
    identity,
    members: crmMemberProfiles(crmFromEnv(env, database, companies)),
    limiter: rateLimiterFromEnv(env, database),
    onCall: new SnsOnCallNotifier(
      lazyClient(() => new SNSClient({})),
      ON_CALL_TOPIC_ARN,
    ),
    waitingMail: new MailChatWaitingMailer({
      mail: new SesMailSender({
        client: lazyClient(() => new SESv2Client({})),
        from: mail.MAIL_FROM,
        configurationSet: mail.MAIL_CONFIGURATION_SET,
        log: lambdaTelemetry.logger,
      }),
      from: mail.MAIL_FROM,
      memberBranding: async (email) => (await memberMailBranding(companies, email, mail.APP_URL)).branding,
      expertBranding: () => mailBranding(undefined, mail.APP_URL),
      appUrl: () => mail.APP_URL,
    }),
    socketUrl: () => socket.CHAT_SOCKET_URL,
    now,
    newId: () => randomUUID(),
    newTicket: () => randomBytes(32).toString('base64url'),
    reportError: (error, context) => lambdaTelemetry.logger.error('Chat failure', { context, error }),
    verifyCaller: (token) => identity.verifyAccessToken(token),
  };
}
