import { sesTemplateId, sesTemplates } from '@kinwell/email-templates';
import { Tags } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from './config';
import type { ApiFunction } from './constructs/api-function';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { EDGE_REGION, EdgeStack } from './stacks/edge-stack';
import { EmailStack, type EmailTemplateSource } from './stacks/email-stack';
import { MonitoringStack } from './stacks/monitoring-stack';
import { WebStack } from './stacks/web-stack';

export interface KinwellStacksOptions {
  /** The built SPA to deploy with the web stack; omitted when the front end has not been built. */
  readonly siteAssetsPath?: string;
  /** The SES templates. @default sesTemplates of @kinwell/email-templates (what the local mailbox renders) */
  readonly mailTemplates?: readonly EmailTemplateSource[];
}

export interface KinwellStacks {
  readonly auth: AuthStack;
  readonly data: DataStack;
  readonly email: EmailStack;
  readonly api: ApiStack;
  readonly web: WebStack;
  readonly monitoring: MonitoringStack;
  readonly edge: EdgeStack;
}

/** One environment's stack set, named `kinwell-<env>-<part>`. The app and the tests both build it here. */
export function createKinwellStacks(
  scope: Construct,
  config: EnvironmentConfig,
  options: KinwellStacksOptions = {},
): KinwellStacks {
  const env = config.account || config.region ? { account: config.account, region: config.region } : undefined;
  const name = (part: string) => `kinwell-${config.name}-${part}`;
  const common = { env, config };

  const data = new DataStack(scope, name('data'), { ...common, description: 'Kinwell database and buckets' });
  const email = new EmailStack(scope, name('email'), {
    ...common,
    description: 'Kinwell mail (SES templates, configuration set, sender identity)',
    // One SES template per mail and language, named as the SES adapter asks for it (`invite-ar`).
    templates:
      options.mailTemplates ?? sesTemplates.map((template) => ({ ...template, name: sesTemplateId(template) })),
  });
  // The PreSignUp trigger reads the company bucket: auth depends on data (never the other way round).
  const auth = new AuthStack(scope, name('auth'), {
    ...common,
    description: 'Kinwell user pool',
    companyMetadata: data.companyMetadata,
    mailConfigurationSet: email.configurationSet,
    mail: email.sending,
  });
  // The web ACL of CloudFront, in us-east-1 whatever the others' region (the account stays the configured one).
  const edge = new EdgeStack(scope, name('edge'), {
    config,
    env: { account: config.account, region: EDGE_REGION },
    description: 'Kinwell web ACL (AWS WAF) of the CloudFront distribution, in us-east-1',
  });
  // The web stack owns the HTTP API resource; the api stack attaches routes and functions to it (see WebStack).
  const web = new WebStack(scope, name('web'), {
    ...common,
    description: 'Kinwell web app (CloudFront) and the HTTP API it fronts',
    accessLogsBucket: data.accessLogsBucket,
    siteAssetsPath: options.siteAssetsPath,
    webAclArnParameterName: edge.webAclArnParameterName,
  });
  // The web stack reads the web ACL's ARN at deploy time: the edge stack goes first.
  web.addStackDependency(edge, 'the web ACL ARN is read at deploy time');
  const api = new ApiStack(scope, name('api'), {
    ...common,
    description: 'Kinwell API routes and their functions',
    httpApi: web.httpApi,
    chatSocketApiIdExport: web.chatSocketApiIdExport,
    streamingApi: web.streamingApi,
    userPool: auth.userPool,
    userPoolClient: auth.spaClient,
    companyMetadata: data.companyMetadata,
    content: web.content,
    database: data.database,
    mail: email.sending,
    siteUrl: web.siteUrl,
    originSecret: web.originSecret,
  });
  const functions: Record<string, ApiFunction> = {
    'pre-sign-up': auth.preSignUp,
    migrations: data.migrations,
  };
  if (auth.codeMail) functions['code-mail'] = auth.codeMail;
  for (const [group, fn] of Object.entries(api.functions)) functions[`api-${group}`] = fn;
  functions['booking-reminders'] = api.bookingReminders.sender;
  functions['chat-socket'] = api.chatSocket.handler;
  functions['api-coach-stream'] = api.coachStream.handler;
  // Every function's metrics (sign-ups, logins, invitations, error answers) in this environment's namespace.
  for (const fn of Object.values(functions)) fn.bindMetrics(config.metricsNamespace);
  const monitoring = new MonitoringStack(scope, name('monitoring'), {
    ...common,
    description: 'Kinwell alarms (API 5xx rate, Lambda errors) and their topic',
    httpApi: web.httpApi,
    functions,
    onCallTopic: api.onCallTopic,
  });

  for (const stack of [auth, data, email, api, web, monitoring, edge]) {
    Tags.of(stack).add('project', 'kinwell');
    Tags.of(stack).add('environment', config.name);
  }
  return { auth, data, email, api, web, monitoring, edge };
}
