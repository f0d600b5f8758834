import { apiRoutes, type RouteContract } from '@kinwell/contracts';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { environmentConfig } from '../lib/config';
import { ApiStack } from '../lib/stacks/api-stack';
import { STREAMING_API_STAGE } from '../lib/stacks/web-stack';
import {
  actionsOf,
  crossStackValue,
  functionEnv,
  logicalId,
  resourcesOf,
  roleStatements,
  synthStackSet,
  type TestStackSet,
} from './support';

const contractRoutes: Record<string, RouteContract> = apiRoutes;

// A `user` route, so the JWT authorizer is exercised before the contracts declare one.
const userRoutes: Record<string, RouteContract> = {
  ...apiRoutes,
  whoAmI: { ...apiRoutes.checkInvite, path: '/api/test/who-am-i', auth: 'user' },
};

let set: TestStackSet;
let withUserRoute: Template;
let withUserRouteStack: ApiStack;

beforeAll(() => {
  set = synthStackSet('dev', {
    extend: (app, stacks) => {
      withUserRouteStack = new ApiStack(app, 'kinwell-test-api-user-routes', {
        config: environmentConfig('dev'),
        userPool: stacks.auth.userPool,
        userPoolClient: stacks.auth.spaClient,
        companyMetadata: stacks.data.companyMetadata,
        content: stacks.web.content,
        database: stacks.data.database,
        mail: stacks.email.sending,
        httpApi: stacks.web.httpApi,
        chatSocketApiIdExport: stacks.web.chatSocketApiIdExport,
        streamingApi: stacks.web.streamingApi,
        siteUrl: stacks.web.siteUrl,
        originSecret: stacks.web.originSecret,
        routes: userRoutes,
      });
    },
  });
  withUserRoute = Template.fromStack(withUserRouteStack);
});

/** The Lambda logical id each route's integration invokes, keyed by route key (`GET /api/...`). */
function routeTargets(template: Template): Map<string, { functionId: string; route: Record<string, unknown> }> {
  const resources = resourcesOf(template);
  const targets = new Map<string, { functionId: string; route: Record<string, unknown> }>();
  for (const resource of Object.values(resources)) {
    // HTTP routes only: the chat socket's WebSocket routes ($connect…) have their own test.
    if (resource.Type !== 'AWS::ApiGatewayV2::Route' || String(resource.Properties.RouteKey).startsWith('$')) continue;
    const target = resource.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
    const integrationId = target['Fn::Join'][1][1].Ref;
    const integration = resources[integrationId];
    const uri = integration?.Properties.IntegrationUri as { 'Fn::GetAtt': [string, string] };
    targets.set(resource.Properties.RouteKey as string, {
      functionId: uri['Fn::GetAtt'][0],
      route: resource.Properties,
    });
  }
  return targets;
}

/** The Lambda of an endpoint group. */
function fn(group: string) {
  const found = set.stacks.api.functions[group];
  if (!found) throw new Error(`No Lambda for group ${group}`);
  return found;
}

describe('ApiStack', () => {
  it('routes every contract route to its group Lambda, and nothing else', () => {
    const targets = routeTargets(set.templates.api);
    const routes = Object.values(contractRoutes);
    expect([...targets.keys()].sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
    for (const route of routes) {
      const expected = logicalId(fn(route.group).function);
      expect(targets.get(`${route.method} ${route.path}`)?.functionId, `${route.method} ${route.path}`).toBe(expected);
    }
  });

  it('puts the Cognito JWT authorizer on exactly the user routes', () => {
    // The contracts declare `none` and `session` routes: no authorizer on any of them.
    for (const route of Object.values(contractRoutes)) {
      const expected = route.auth === 'user' ? 'JWT' : 'NONE';
      set.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: `${route.method} ${route.path}`,
        AuthorizationType: expected,
      });
    }
    expect(Object.values(contractRoutes).some((route) => route.auth === 'session')).toBe(true);

    // With an injected `user` route: the authorizer is on that route and no other.
    const jwtRoutes = [...routeTargets(withUserRoute).entries()]
      .filter(([, target]) => target.route.AuthorizationType === 'JWT')
      .map(([key]) => key);
    expect(jwtRoutes).toEqual(['GET /api/test/who-am-i']);
    withUserRoute.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: 'GET /api/test/who-am-i',
      AuthorizationType: 'JWT',
      AuthorizerId: Match.anyValue(),
    });
  });

  it('checks the token against this pool and the SPA client', () => {
    withUserRoute.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    const [authorizer] = Object.values(withUserRoute.findResources('AWS::ApiGatewayV2::Authorizer'));
    const { JwtConfiguration, IdentitySource, AuthorizerType } = authorizer?.Properties ?? {};
    expect({ AuthorizerType, IdentitySource }).toEqual({
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
    });
    expect(crossStackValue(set, JwtConfiguration.Audience[0])).toEqual({
      Ref: logicalId(set.stacks.auth.spaClient),
    });
    // https://cognito-idp.<region>.amazonaws.com/<pool id>
    expect(JSON.stringify(JwtConfiguration.Issuer)).toContain('cognito-idp.');
    const poolRef = JSON.stringify(JwtConfiguration.Issuer).match(/"OutputName":"([^"]+)"/)?.[1];
    expect(set.templates.auth.toJSON().Outputs[poolRef ?? '']?.Value).toEqual({
      Ref: logicalId(set.stacks.auth.userPool),
    });
  });

  it('builds each group Lambda for Node 22 on arm64, no source-map support at run time, logs and metrics named after it', () => {
    for (const [name, group] of Object.entries(set.stacks.api.functions)) {
      const resource = set.templates.api.toJSON().Resources[logicalId(group.function)];
      expect(resource.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Environment: {
          Variables: {
            POWERTOOLS_SERVICE_NAME: name,
            POWERTOOLS_METRICS_NAMESPACE: 'Kinwell/dev',
          },
        },
      });
      expect(resource.Properties.Environment.Variables.NODE_OPTIONS).toBeUndefined();
    }
  });

  it('gives each Lambda the env of exactly what it uses', () => {
    const env = (group: string) => functionEnv(set.templates.api, fn(group).function);
    const database = ['DB_CLUSTER_ARN', 'DB_NAME', 'DB_SECRET_ARN'];
    const userPool = ['USER_POOL_CLIENT_ID', 'USER_POOL_ID'];
    const bucket = ['COMPANY_BUCKET'];
    const mail = ['APP_URL', 'MAIL_CONFIGURATION_SET', 'MAIL_FROM', 'MAIL_TEMPLATE_PREFIX'];
    const reminders = ['REMINDER_FUNCTION_ARN', 'REMINDER_ROLE_ARN', 'REMINDER_SCHEDULE_GROUP'];
    const expected: Record<string, string[]> = {
      account: [...bucket, ...database, ...mail, ...userPool],
      auth: [...database, ...mail, ...userPool, 'REFRESH_TOKEN_TTL_SECONDS'],
      // dev names no Zoho secret: the built-in CRM (its first names and goals).
      booking: [...bucket, ...database, ...mail, ...reminders, ...userPool],
      // The waiting-message mail (the member's brand), risk flags, and pushes through the chat socket's stage.
      chat: [
        ...bucket,
        ...database,
        ...mail,
        ...userPool,
        'CHAT_SOCKET_ENDPOINT',
        'CHAT_SOCKET_URL',
        'ON_CALL_TOPIC_ARN',
      ],
      // dev runs the guided coach: no model, so no COACH_MODEL_ID or guardrail (environments.test.ts checks prod's).
      coach: [...database, ...userPool, 'CONTENT_BUCKET', 'ON_CALL_TOPIC_ARN'],
      company: [...bucket, ...database, ...userPool],
      contact: [...database, ...mail, 'CONTACT_TO'],
      content: [...bucket, 'CONTENT_BUCKET'],
      // dev names no Zoho secret: the built-in CRM (environments.test.ts checks prod's).
      crm: [...bucket, ...database, ...userPool],
      events: [...database, ...userPool],
      expert: [...bucket, ...database, ...mail, ...reminders, ...userPool],
      mail: [...bucket, ...database, ...mail, ...userPool],
      redirects: [...bucket],
    };
    expect(Object.keys(set.stacks.api.functions).sort()).toEqual(Object.keys(expected));
    for (const [group, names] of Object.entries(expected)) {
      // Every group checks the origin secret CloudFront adds (edge-stack.test.ts).
      expect(Object.keys(env(group)).sort(), group).toEqual(
        [...names, 'ORIGIN_SECRET_ARN', 'POWERTOOLS_METRICS_NAMESPACE', 'POWERTOOLS_SERVICE_NAME'].sort(),
      );
    }
    expect(env('auth').REFRESH_TOKEN_TTL_SECONDS).toBe(String(30 * 24 * 3600));
    expect(env('mail')).toMatchObject({
      MAIL_FROM: environmentConfig('dev').mail.from,
      MAIL_TEMPLATE_PREFIX: 'kinwell-dev-',
    });
    expect(JSON.stringify(crossStackValue(set, env('mail').APP_URL))).toContain(logicalId(set.stacks.web.distribution));
    for (const group of ['auth', 'events'] as const) {
      expect(env(group).DB_NAME).toBe('kinwell');
      expect(crossStackValue(set, env(group).USER_POOL_ID)).toEqual({ Ref: logicalId(set.stacks.auth.userPool) });
      expect(crossStackValue(set, env(group).USER_POOL_CLIENT_ID)).toEqual({
        Ref: logicalId(set.stacks.auth.spaClient),
      });
    }
  });

  it('serves the chat socket: $connect, $disconnect and $default to the socket Lambda, a throttled logged stage, and posts from the chat Lambda only', () => {
    const template = set.templates.api;
    const socket = set.stacks.api.chatSocket;
    const socketFunction = logicalId(socket.handler.function);
    for (const routeKey of ['$connect', '$disconnect', '$default']) {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: routeKey, AuthorizationType: 'NONE' });
    }
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: '$default',
      RouteResponseSelectionExpression: '$default',
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Integration', {
      IntegrationType: 'AWS_PROXY',
      IntegrationUri: Match.objectLike({
        'Fn::Join': Match.arrayWith([Match.arrayWith([Match.objectLike({ 'Fn::GetAtt': [socketFunction, 'Arn'] })])]),
      }),
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'live',
      AutoDeploy: true,
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 }),
      AccessLogSettings: Match.objectLike({ Format: Match.stringLikeRegexp('connectionId') }),
    });
    expect(Object.keys(functionEnv(template, socket.handler.function)).sort()).toEqual(
      ['DB_CLUSTER_ARN', 'DB_NAME', 'DB_SECRET_ARN', 'POWERTOOLS_METRICS_NAMESPACE', 'POWERTOOLS_SERVICE_NAME'].sort(),
    );
    const manages = (group: string) =>
      roleStatements(set, template, fn(group).role).some((statement) =>
        actionsOf(statement).includes('execute-api:ManageConnections'),
      );
    expect(Object.keys(set.stacks.api.functions).filter(manages)).toEqual(['chat']);
    const policy = Object.values(resourcesOf(template)).find(
      (resource) =>
        resource.Type === 'AWS::IAM::Policy' &&
        JSON.stringify(resource.Properties).includes('execute-api:ManageConnections'),
    );
    expect(JSON.stringify(policy?.Properties)).toContain('/POST/@connections/*');
  });

  it('gives the Data API and its secret to the groups that use SQL, and the bucket to those that use it', () => {
    const actions = (group: string) => roleStatements(set, set.templates.api, fn(group).role).flatMap(actionsOf);
    const dataApi = ['rds-data:ExecuteStatement', 'secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'];
    for (const group of ['account', 'auth', 'booking', 'company', 'crm', 'events', 'expert', 'mail']) {
      expect(actions(group), group).toEqual(expect.arrayContaining(dataApi));
    }
    // The account group erases the invites a member sent.
    for (const group of ['account', 'company', 'mail']) {
      expect(actions(group), group).toEqual(
        expect.arrayContaining(['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:ListBucket']),
      );
    }
    expect(
      actions('crm')
        .filter((a) => a.startsWith('s3:'))
        .sort(),
    ).toEqual(['s3:GetObject', 's3:ListBucket']);
    // The booking and expert groups read the member's company (sponsored sessions, mail brand), never write.
    for (const group of ['booking', 'expert']) {
      expect(
        actions(group)
          .filter((a) => a.startsWith('s3:'))
          .sort(),
        group,
      ).toEqual(['s3:GetObject', 's3:ListBucket']);
    }
    for (const group of ['auth', 'events']) {
      expect(
        actions(group).filter((a) => a.startsWith('s3:')),
        group,
      ).toEqual([]);
    }
  });

  it('lets only the mail, contact, auth (personal-email code), account (deletion confirmation) and booking Lambdas send mail: as the sender, through the configuration set, with its templates', () => {
    const ses = (group: string) =>
      roleStatements(set, set.templates.api, fn(group).role).filter((s) =>
        actionsOf(s).some((a) => a.startsWith('ses:')),
      );
    const [statement, ...others] = ses('mail');
    expect(others).toEqual([]);
    expect(actionsOf(statement as never).sort()).toEqual(['ses:SendEmail', 'ses:SendTemplatedEmail']);
    const resources = JSON.stringify(statement?.Resource);
    expect(resources).toContain(':identity/no-reply@kinwell.example');
    expect(resources).toContain(':identity/kinwell.example');
    expect(resources).toContain(':configuration-set/');
    expect(ses('contact')).toHaveLength(1);
    // One template per mail and language (`invite-en`, `invite-ar`), the team's contact mail in one language.
    expect(ses('auth')).toHaveLength(1);
    expect(ses('account')).toHaveLength(1);
    for (const name of ['invite-en', 'invite-child-ar', 'welcome-ja', 'contact', 'personal-email-code-ar'])
      expect(resources).toContain(`:template/kinwell-dev-${name}"`);
    expect(resources).not.toContain('*');
    // The booking mails carry a calendar file: raw SES v2 mail, no template.
    for (const group of ['booking', 'expert']) expect(ses(group), group).toHaveLength(1);
    for (const group of ['company', 'crm', 'events']) expect(ses(group), group).toEqual([]);
  });

  it('logs JSON with the request id from every Lambda', () => {
    for (const group of Object.values(set.stacks.api.functions)) {
      const resource = set.templates.api.toJSON().Resources[logicalId(group.function)];
      expect(resource.Properties.LoggingConfig).toMatchObject({ LogFormat: 'JSON', ApplicationLogLevel: 'INFO' });
    }
  });

  it('lets only the auth Lambda update attributes and sign out, and only the account Lambda delete users, on this pool only', () => {
    const cognito = (group: string) =>
      roleStatements(set, set.templates.api, fn(group).role).filter((s) =>
        actionsOf(s).some((a) => a.startsWith('cognito-idp:')),
      );
    const [statement, ...others] = cognito('auth');
    expect(others).toEqual([]);
    expect(statement).toMatchObject({
      Effect: 'Allow',
      Action: ['cognito-idp:AdminUpdateUserAttributes', 'cognito-idp:AdminUserGlobalSignOut'],
    });
    expect(crossStackValue(set, statement?.Resource)).toEqual({
      'Fn::GetAtt': [logicalId(set.stacks.auth.userPool), 'Arn'],
    });
    const [deletion, ...more] = cognito('account');
    expect(more).toEqual([]);
    expect(deletion).toMatchObject({ Effect: 'Allow', Action: 'cognito-idp:AdminDeleteUser' });
    expect(crossStackValue(set, deletion?.Resource)).toEqual({
      'Fn::GetAtt': [logicalId(set.stacks.auth.userPool), 'Arn'],
    });
    // The booking and expert groups only verify tokens and GetUser (the caller's own token): no IAM on the pool.
    for (const group of ['booking', 'company', 'crm', 'events', 'expert', 'mail']) {
      expect(cognito(group), group).toEqual([]);
    }
  });

  it('streams POST /api/coach/messages: a second coach Lambda behind the REST API, STREAM mode, its own logged, throttled stage', () => {
    const template = set.templates.api;
    const stream = set.stacks.api.coachStream;
    const streamFunction = logicalId(stream.handler.function);
    const resources = resourcesOf(template);
    const restApiId = logicalId(set.stacks.web.node.findChild('StreamingApi'));

    const methods = Object.entries(resources).filter(([, r]) => r.Type === 'AWS::ApiGateway::Method');
    expect(methods).toHaveLength(1);
    const [methodId, method] = methods[0] as [string, (typeof resources)[string]];
    expect(method.Properties).toMatchObject({
      HttpMethod: 'POST',
      AuthorizationType: 'NONE',
      Integration: {
        Type: 'AWS_PROXY',
        IntegrationHttpMethod: 'POST',
        ResponseTransferMode: 'STREAM',
        TimeoutInMillis: 90_000,
      },
    });
    const uri = JSON.stringify(method.Properties.Integration);
    expect(uri).toContain('/response-streaming-invocations');
    expect(uri).toContain(streamFunction);
    expect(crossStackValue(set, method.Properties.RestApiId)).toEqual({ Ref: restApiId });
    const pathParts = Object.values(resources)
      .filter((r) => r.Type === 'AWS::ApiGateway::Resource')
      .map((r) => r.Properties.PathPart);
    expect(pathParts).toEqual(['api', 'coach', 'messages']);

    // The deployment follows the method; the stage CloudFront's origin path names, throttled and logged.
    const [deployment] = Object.values(resources).filter((r) => r.Type === 'AWS::ApiGateway::Deployment');
    expect(deployment?.DependsOn).toEqual(expect.arrayContaining([methodId]));
    const { rateLimit, burstLimit } = environmentConfig('dev').apiThrottle;
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: STREAMING_API_STAGE,
      MethodSettings: Match.arrayWith([
        Match.objectLike({
          HttpMethod: '*',
          ResourcePath: '/*',
          ThrottlingRateLimit: rateLimit,
          ThrottlingBurstLimit: burstLimit,
        }),
      ]),
      AccessLogSetting: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('"routeKey":"\\$context.httpMethod \\$context.resourcePath"'),
      },
    });

    // The stage logs once the account names API Gateway's log role; the setting outlives the stack.
    const [account] = Object.entries(resources).filter(([, r]) => r.Type === 'AWS::ApiGateway::Account');
    expect(account?.[1].DeletionPolicy).toBe('Retain');
    const [stageId] = Object.entries(resources).find(([, r]) => r.Type === 'AWS::ApiGateway::Stage') ?? [];
    expect(resources[stageId as string]?.DependsOn).toEqual(expect.arrayContaining([account?.[0]]));

    // API Gateway may invoke it from this API only; the same env and grants as the coach group's Lambda.
    const permissions = Object.values(resources).filter(
      (r) => r.Type === 'AWS::Lambda::Permission' && JSON.stringify(r.Properties.FunctionName).includes(streamFunction),
    );
    expect(permissions).toHaveLength(1);
    expect(permissions[0]?.Properties.Principal).toBe('apigateway.amazonaws.com');
    expect(JSON.stringify(permissions[0]?.Properties.SourceArn)).toMatch(/\/POST\/api\/coach\/messages"/);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Handler: 'index.handler',
      Timeout: 90,
      Environment: Match.objectLike({ Variables: Match.objectLike({ ON_CALL_TOPIC_ARN: Match.anyValue() }) }),
    });
    expect(Object.keys(functionEnv(template, stream.handler.function)).sort()).toEqual(
      Object.keys(functionEnv(template, fn('coach').function)).sort(),
    );
    const actions = (role: IConstruct) => roleStatements(set, template, role).flatMap(actionsOf).sort();
    expect(actions(stream.handler.role)).toEqual(actions(fn('coach').role));
  });

  it('throttles the stage and writes JSON access logs', () => {
    const { rateLimit, burstLimit } = environmentConfig('dev').apiThrottle;
    set.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit },
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('"integrationRequestId":"\\$context.integration.requestId"'),
      },
    });
  });
});
