import { existsSync } from 'node:fs';
import { apiRoutes, type EndpointGroup, type RouteContract, routeKey } from '@kinwell/contracts';
import { CfnOutput, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  type IHttpApi,
  LogGroupLogDestination,
  WebSocketApi,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { CfnGuardrail, CfnGuardrailVersion } from 'aws-cdk-lib/aws-bedrock';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Key } from 'aws-cdk-lib/aws-kms';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { type ITopic, Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from '../config';
import {
  ApiFunction,
  type BindUserPoolOptions,
  type ChatSocketAccess,
  type CoachModelAccess,
  type CompanyMetadataStore,
  type DataApiDatabase,
  type MailSending,
  type PublishedContentStore,
} from '../constructs/api-function';
import { ApiGatewayLogRole } from '../constructs/api-gateway-log-role';
import { BookingReminders } from '../constructs/booking-reminders';
import { ChatSocket } from '../constructs/chat-socket';
import { CoachStream } from '../constructs/coach-stream';
import { acknowledge } from '../nag';
import { functionEntry } from '../paths';
import { STREAMING_API_STAGE } from './web-stack';

/** The endpoint groups deployed as Lambdas; `dev` exists only on the local runtime. */
export type DeployedGroup = Exclude<EndpointGroup, 'dev'>;

/** What the API's functions may be bound to (each group takes only what its wiring names). */
export interface ApiResources {
  readonly config: EnvironmentConfig;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly companyMetadata: CompanyMetadataStore;
  /** The published self-care library (the web stack's content bucket). */
  readonly content: PublishedContentStore;
  readonly database: DataApiDatabase;
  /** SES sending for the product mail (the email stack's). */
  readonly mail: MailSending;
  /** The app's public URL (APP_URL): links in mails must point at it. */
  readonly siteUrl: string;
  /** The coach's Bedrock model and guardrail (none: the guided coach) and its on-call topic; made by this stack. */
  readonly coach?: { readonly model?: CoachModelAccess | undefined; readonly onCallTopic: ITopic };
  /** The chat's live socket (its stage's URL and management endpoint); made by this stack. */
  readonly chatSocket?: ChatSocketAccess;
}

export interface ApiStackProps extends StackProps, Omit<ApiResources, 'config'> {
  readonly config: EnvironmentConfig;
  /**
   * The HTTP API itself, created by the web stack next to the CloudFront distribution that fronts it: the
   * distribution needs the API's endpoint and the mail Lambda needs the site's URL, so the API resource and its
   * routes live in different stacks to keep the references one-way (web ← api).
   */
  readonly httpApi: IHttpApi;
  /**
   * The export holding the id of the chat's WebSocket API, the web stack's (its origin is in the site's CSP); its
   * routes, stage and Lambda live here.
   */
  readonly chatSocketApiIdExport: string;
  /** The web stack's REST API for the streamed coach answers; its method, deployment and stage live here. */
  readonly streamingApi: { readonly restApiId: string; readonly rootResourceId: string };
  /** The secret whose value CloudFront adds to every API request; each function refuses requests without it. */
  readonly originSecret: ISecret;
  /** The routes to serve. @default apiRoutes from @kinwell/contracts */
  readonly routes?: Readonly<Record<string, RouteContract>>;
}

interface GroupWiring {
  readonly description: string;
  /** Env and grants beyond the user pool (which every group with a signed-in route gets). */
  readonly bind?: (fn: ApiFunction, resources: ApiResources, scope: Construct) => void;
  /** User pool options (admin calls, refresh cookie lifetime); the pool is bound whenever this is set. */
  readonly userPool?: (config: EnvironmentConfig) => BindUserPoolOptions;
}

/**
 * What each endpoint group uses, and nothing more (least privilege). A group of the route table without an entry
 * here still gets its Lambda, with the user pool when it has signed-in routes, and no other access.
 */
const groupWiring: Partial<Record<string, GroupWiring>> = {
  // A member's privacy rights: reads and erases every store of personal data (the CRM — Zoho or SQL —, events,
  // personal addresses, invites in the company bucket), deletes the identity, mails the confirmation.
  account: {
    description: "Account endpoints: the member's data export and account deletion",
    userPool: () => ({ adminDeleteUser: true }),
    bind: (fn, { config, database, companyMetadata, mail, siteUrl }, scope) => {
      fn.bindDatabase(database).bindCompanyBucket(companyMetadata).bindMail(mail, { appUrl: siteUrl });
      if (config.zoho) {
        fn.bindSecret('ZOHO_SECRET_ARN', Secret.fromSecretNameV2(scope, 'AccountZohoSecret', config.zoho.secretName));
      }
    },
  },
  // Rate limits and personal emails are kept in SQL; onboarding progress is written with AdminUpdateUserAttributes;
  // the personal email's confirmation code is mailed (SES templates).
  auth: {
    description: 'Account endpoints: sign-up, login, tokens and session cookies, codes, onboarding, personal email',
    userPool: (config) => ({ adminUpdateAttributes: true, refreshTokenValidity: config.sessionTokens.refresh }),
    bind: (fn, { database, mail, siteUrl }) => fn.bindDatabase(database).bindMail(mail, { appUrl: siteUrl }),
  },
  // Experts and bookings in SQL; the member's company metadata (sponsored sessions and mail brand, read only); what
  // members shared (the CRM: Zoho when configured, else SQL); the caller's address through GetUser (no IAM needed);
  // the booking mails.
  booking: {
    description: "Booking endpoints: the expert directory, free times, the member's bookings and balance",
    bind: (fn, { config, database, companyMetadata, mail, siteUrl }, scope) => {
      // The booking mails (SES, branded from the company bucket); the reminders' schedules are bound below.
      fn.bindDatabase(database)
        .bindCompanyBucket(companyMetadata, { readOnly: true })
        .bindMail(mail, { appUrl: siteUrl });
      if (config.zoho) {
        fn.bindSecret('ZOHO_SECRET_ARN', Secret.fromSecretNameV2(scope, 'BookingZohoSecret', config.zoho.secretName));
      }
    },
  },
  // Recording invites counts them per member in SQL.
  company: {
    description: 'Company endpoints: invites, domains, metadata, logos',
    bind: (fn, { companyMetadata, database }) => fn.bindCompanyBucket(companyMetadata).bindDatabase(database),
  },
  // The public contact form: mails the team (SES templates) and counts per-sender limits in SQL.
  contact: {
    description: 'Contact endpoint: the public contact and demo-request form, mailed to the team',
    bind: (fn, { config, mail, siteUrl, database }) => {
      fn.bindMail(mail, { appUrl: siteUrl }).bindDatabase(database);
      fn.function.addEnvironment('CONTACT_TO', config.mail.contactTo);
    },
  },
  // Text blocks and app details: read-only on the company bucket's `content/` documents; the self-care library:
  // read-only on the content bucket.
  content: {
    description: 'Content endpoints: onboarding text blocks, app details and the self-care library (public, cached)',
    bind: (fn, { companyMetadata, content }) =>
      fn.bindCompanyBucket(companyMetadata, { readOnly: true }).bindContentBucket(content),
  },
  // Zoho when the environment names its secret; else the built-in CRM tables in the database. Reads company
  // metadata for account names.
  crm: {
    description: 'CRM endpoints: leads, contacts, accounts (Zoho, or the built-in CRM)',
    bind: (fn, { config, database, companyMetadata }, scope) => {
      fn.bindDatabase(database).bindCompanyBucket(companyMetadata, { readOnly: true });
      if (config.zoho) {
        fn.bindSecret('ZOHO_SECRET_ARN', Secret.fromSecretNameV2(scope, 'ZohoSecret', config.zoho.secretName));
      }
    },
  },
  // The expert console: experts and bookings in SQL; the first name and goals members shared (the CRM); the mails
  // of a cancellation.
  expert: {
    description: 'Expert console endpoints (expert role only): hours, their own bookings, cancellations',
    bind: (fn, { config, database, companyMetadata, mail, siteUrl }, scope) => {
      // A cancellation mails both sides (SES), the member's mail in their company's brand (read only).
      fn.bindDatabase(database)
        .bindCompanyBucket(companyMetadata, { readOnly: true })
        .bindMail(mail, { appUrl: siteUrl });
      if (config.zoho) {
        fn.bindSecret('ZOHO_SECRET_ARN', Secret.fromSecretNameV2(scope, 'ExpertZohoSecret', config.zoho.secretName));
      }
    },
  },
  // The AI coach: its conversation and daily limits in SQL, the library from the content bucket, the model on
  // Bedrock through the environment's guardrail, risk flags (kinds and time, never words) to the on-call topic.
  coach: {
    description: 'Coach endpoints: the AI coach (Bedrock) or the guided coach, the crisis pathway’s on-call flags',
    bind: (fn, { database, content, coach }) => {
      fn.bindDatabase(database).bindContentBucket(content);
      if (coach) fn.bindCoach(coach);
    },
  },
  // Chat with an expert: conversations, tickets and connections in SQL; experts' and members' addresses (GetUser),
  // what members shared (the CRM: Zoho or SQL); pushes to open sockets; the waiting-message mail (SES, the member's
  // brand read only); risk flags (kinds and time, never words) to the on-call topic.
  chat: {
    description: 'Chat endpoints: member and expert conversations, messages, receipts, socket tickets',
    bind: (fn, { config, database, companyMetadata, mail, siteUrl, coach, chatSocket }, scope) => {
      fn.bindDatabase(database)
        .bindCompanyBucket(companyMetadata, { readOnly: true })
        .bindMail(mail, { appUrl: siteUrl });
      if (coach) fn.bindOnCall(coach.onCallTopic);
      if (chatSocket) fn.bindChatSocket(chatSocket);
      if (config.zoho) {
        fn.bindSecret('ZOHO_SECRET_ARN', Secret.fromSecretNameV2(scope, 'ChatZohoSecret', config.zoho.secretName));
      }
    },
  },
  events: {
    description: 'User event endpoints (theme events)',
    bind: (fn, { database }) => fn.bindDatabase(database),
  },
  // Sends invitations and the welcome mail; records invites in the company bucket; counts per-user limits in SQL.
  mail: {
    description: 'Mail endpoints: invitations and the welcome mail (SES templates)',
    bind: (fn, { mail, siteUrl, companyMetadata, database }) =>
      fn.bindMail(mail, { appUrl: siteUrl }).bindCompanyBucket(companyMetadata).bindDatabase(database),
  },
  // Reads the redirect table (`content/redirects.json` in the company bucket); never writes.
  redirects: {
    description: 'Redirect lookup: the server-kept redirect table asked on every navigation',
    bind: (fn, { companyMetadata }) => fn.bindCompanyBucket(companyMetadata, { readOnly: true }),
  },
};

/** The endpoint groups that change bookings (members book, move, cancel; experts cancel), once they exist. */
const REMINDER_PLANNING_GROUPS = ['booking', 'expert'];

/** `crm` → `Crm`: construct ids stay what they were when the groups were listed by hand (stable logical ids). */
const pascal = (group: string) => group.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

/** The access-log line: one JSON object per request (HTTP API $context variables). */
const accessLogFields = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  routeKey: '$context.routeKey',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  latencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  // The Lambda's request id: the `requestId` of the function's JSON log lines for this request.
  integrationRequestId: '$context.integration.requestId',
  authorizerError: '$context.authorizer.error',
};
const accessLogFormat = AccessLogFormat.custom(JSON.stringify(accessLogFields));
/** The same line from the streaming REST API's stage, which has no route key variable. */
const streamingAccessLogFormat = AccessLogFormat.custom(
  JSON.stringify({ ...accessLogFields, routeKey: '$context.httpMethod $context.resourcePath' }),
);

/**
 * The HTTP API: one Lambda per endpoint group, one route per entry of the contracts' route table, a Cognito JWT
 * authorizer on the `user` routes (bearer token only), stage-wide throttling and JSON access logs.
 */
export class ApiStack extends Stack {
  /** The web stack's HTTP API, as this stack refers to it (routes, stage, authorizer and integrations live here). */
  readonly httpApi: IHttpApi;
  /** One Lambda per endpoint group of the route table, by group name. */
  readonly functions: Readonly<Record<string, ApiFunction>>;
  /** The stage's access log group (one JSON line per request). */
  readonly accessLogs: LogGroup;
  /** The reminder schedules, their Lambda and the scheduler's role. */
  readonly bookingReminders: BookingReminders;
  /** Where the coach's risk flags go (kinds and time, never words): the monitoring stack alarms on its messages. */
  readonly onCallTopic: Topic;
  /** The chat's WebSocket routes, stage and socket Lambda. */
  readonly chatSocket: ChatSocket;
  /** POST /api/coach/messages, streamed: its Lambda, REST method and stage. */
  readonly coachStream: CoachStream;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const routes: Readonly<Record<string, RouteContract>> = props.routes ?? apiRoutes;

    const groups = new Map<string, RouteContract[]>();
    for (const [name, route] of Object.entries(routes)) {
      if (route.group === 'dev') throw new Error(`Route ${name} belongs to the local-only dev group`);
      groups.set(route.group, [...(groups.get(route.group) ?? []), route]);
    }

    this.onCallTopic = this.createOnCallTopic(config);
    const chatSocketApiId = Fn.importValue(props.chatSocketApiIdExport);
    this.chatSocket = new ChatSocket(this, 'ChatSocket', {
      api: WebSocketApi.fromWebSocketApiAttributes(this, 'ChatSocketApi', {
        webSocketId: chatSocketApiId,
        apiEndpoint: `wss://${chatSocketApiId}.execute-api.${this.region}.${this.urlSuffix}`,
      }),
      apiIdExport: props.chatSocketApiIdExport,
      logRetention: config.logRetention,
      removalPolicy: config.removalPolicy,
      database: props.database,
      throttle: config.apiThrottle,
    });
    const resources: ApiResources = {
      ...props,
      coach: { model: this.coachModel(config), onCallTopic: this.onCallTopic },
      chatSocket: this.chatSocket.access,
    };

    const functions: Record<string, ApiFunction> = {};
    for (const [group, groupRoutes] of groups) {
      if (!existsSync(functionEntry(group))) {
        throw new Error(
          `Endpoint group "${group}" has routes in @kinwell/contracts (${groupRoutes.map(routeKey).join(', ')}) ` +
            `but no Lambda entry: create functions/src/${group}/handler.ts exporting \`handler\`.`,
        );
      }
      const wiring = groupWiring[group];
      const fn = new ApiFunction(this, pascal(group), {
        source: group,
        description: wiring?.description ?? `The ${group} endpoints`,
        logRetention: config.logRetention,
        removalPolicy: config.removalPolicy,
      });
      // Signed-in routes verify the caller's token in the handler (aws-jwt-verify needs the pool and client ids).
      if (wiring?.userPool || groupRoutes.some((route) => route.auth !== 'none')) {
        fn.bindUserPool(props.userPool, props.userPoolClient, wiring?.userPool?.(config));
      }
      wiring?.bind?.(fn, resources, fn);
      // Every group: only requests CloudFront forwarded are answered (functions/src/runtime/aws/origin-check.ts).
      fn.bindSecret('ORIGIN_SECRET_ARN', props.originSecret);
      functions[group] = fn;
    }
    this.functions = functions;

    this.bookingReminders = new BookingReminders(this, 'BookingReminders', {
      logRetention: config.logRetention,
      removalPolicy: config.removalPolicy,
      database: props.database,
      companyMetadata: props.companyMetadata,
      mail: props.mail,
      siteUrl: props.siteUrl,
    });
    // The groups that book, move and cancel sessions plan and drop their reminders.
    for (const group of REMINDER_PLANNING_GROUPS) {
      const fn = functions[group];
      if (fn) this.bookingReminders.bindReminderScheduling(fn);
    }

    // Referenced by id, so everything attached to it below is created in this stack, not the web stack.
    this.httpApi = HttpApi.fromHttpApiAttributes(this, 'HttpApi', {
      httpApiId: props.httpApi.apiId,
      apiEndpoint: props.httpApi.apiEndpoint,
    });
    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: config.logRetention,
      removalPolicy: config.removalPolicy,
    });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: config.apiThrottle,
      accessLogSettings: { destination: new LogGroupLogDestination(this.accessLogs), format: accessLogFormat },
    });

    const integrations = new Map(
      Object.entries(functions).map(([group, fn]) => [
        group,
        new HttpLambdaIntegration(`${pascal(group)}Integration`, fn.function),
      ]),
    );

    // On `user` routes API Gateway checks the bearer access token (signature, expiry, issuer = the pool,
    // audience = the SPA client); handlers still act only on the caller's own records. Created on first use.
    // `session` routes also accept the HttpOnly session cookie, which a JWT authorizer cannot read: their
    // handlers verify the token themselves (aws-jwt-verify, USER_POOL_ID / USER_POOL_CLIENT_ID).
    const userAuthorizer = new HttpUserPoolAuthorizer('UserAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
    });

    for (const [name, route] of Object.entries(routes)) {
      const httpRoute = new HttpRoute(this, `Route-${name}`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: integrations.get(route.group) as HttpLambdaIntegration,
        authorizer: route.auth === 'user' ? userAuthorizer : undefined,
      });
      if (route.auth === 'user') continue;
      acknowledge(
        httpRoute,
        'AwsSolutions-APIG4',
        route.auth === 'none'
          ? `${name} is public by the API contract (auth: 'none' in @kinwell/contracts); the handler validates input.`
          : `${name} accepts the HttpOnly session cookie (auth: 'session'), which API Gateway's JWT authorizer ` +
              'cannot read; the handler verifies the access token (signature, expiry, issuer, client) itself.',
      );
    }

    // The coach's answers stream through the web stack's REST API (HTTP APIs cannot stream); same wiring as `coach`.
    this.coachStream = new CoachStream(this, 'CoachStream', {
      api: props.streamingApi,
      stageName: STREAMING_API_STAGE,
      logRetention: config.logRetention,
      removalPolicy: config.removalPolicy,
      accessLogs: { group: this.accessLogs, format: streamingAccessLogFormat },
      throttle: config.apiThrottle,
      bind: (fn) => {
        fn.bindUserPool(props.userPool, props.userPoolClient);
        groupWiring.coach?.bind?.(fn, resources, fn);
        fn.bindSecret('ORIGIN_SECRET_ARN', props.originSecret);
      },
    });

    // The REST stage (and the chat's WebSocket stage) log only once the account names API Gateway's log role.
    const logRole = new ApiGatewayLogRole(this, 'ApiGatewayLogRole');
    this.coachStream.stage.node.addDependency(logRole);
    this.chatSocket.stage.node.addDependency(logRole);

    new CfnOutput(this, 'ApiUrl', {
      description: 'The HTTP API endpoint; the site forwards /api/* to it (use <SiteUrl>/api from browsers)',
      value: this.httpApi.apiEndpoint,
    });
  }

  /** The on-call channel of the crisis pathway: an encrypted topic, mailed to the on-call address when configured. */
  private createOnCallTopic(config: EnvironmentConfig): Topic {
    const key = new Key(this, 'OnCallTopicKey', {
      description: `Kinwell ${config.name} on-call (risk flags) topic encryption`,
      enableKeyRotation: true,
      removalPolicy: config.removalPolicy,
    });
    const topic = new Topic(this, 'OnCallTopic', {
      displayName: `Kinwell ${config.name} on-call risk flags`,
      masterKey: key,
      enforceSSL: true,
    });
    if (config.coach.onCallEmail) topic.addSubscription(new EmailSubscription(config.coach.onCallEmail));
    return topic;
  }

  /**
   * The coach's model, through a guardrail: the configured one, or one made here (content filters, and no
   * medication advice or diagnosis, the coach's own limits, held once more at the model's door). None without a
   * model id: the guided coach.
   */
  private coachModel(config: EnvironmentConfig): CoachModelAccess | undefined {
    const { modelId, guardrail } = config.coach;
    if (!modelId) return undefined;
    if (guardrail) {
      return {
        modelId,
        guardrailId: guardrail.id,
        guardrailVersion: guardrail.version,
        guardrailArn: this.formatArn({ service: 'bedrock', resource: 'guardrail', resourceName: guardrail.id }),
      };
    }
    const blocked =
      'I can’t help with that here. A human expert can: book a session in the app. If you are in danger, call or text 988, or call 911.';
    const filter = (type: string, outputStrength = 'HIGH') => ({ type, inputStrength: 'HIGH', outputStrength });
    const made = new CfnGuardrail(this, 'CoachGuardrail', {
      name: `kinwell-${config.name}-coach`,
      description: 'The Kinwell AI coach: no harmful content, no medication advice, no diagnosis',
      blockedInputMessaging: blocked,
      blockedOutputsMessaging: blocked,
      contentPolicyConfig: {
        filtersConfig: [
          filter('HATE'),
          filter('INSULTS'),
          filter('SEXUAL'),
          filter('VIOLENCE'),
          filter('MISCONDUCT'),
          filter('PROMPT_ATTACK', 'NONE'),
        ],
      },
      topicPolicyConfig: {
        topicsConfig: [
          {
            name: 'MedicationAdvice',
            type: 'DENY',
            definition: 'Advice on starting, stopping, dosing, changing or combining any medication or drug.',
            examples: ['Should I stop taking my antidepressants?', 'How many sleeping pills can I take?'],
          },
          {
            name: 'Diagnosis',
            type: 'DENY',
            definition: 'Telling a person which medical or mental health condition they have.',
            examples: ['Do I have depression?', 'Is this bipolar disorder?'],
          },
        ],
      },
    });
    const version = new CfnGuardrailVersion(this, 'CoachGuardrailVersion', {
      guardrailIdentifier: made.attrGuardrailId,
      description: 'The version the coach uses',
    });
    return {
      modelId,
      guardrailId: made.attrGuardrailId,
      guardrailVersion: version.attrVersion,
      guardrailArn: made.attrGuardrailArn,
    };
  }
}
