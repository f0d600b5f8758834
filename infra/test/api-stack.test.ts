import { apiRoutes, type RouteContract } from '@kinwell/contracts';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { environmentConfig } from '../lib/config';
import { ApiStack, type DeployedGroup } from '../lib/stacks/api-stack';
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
        database: stacks.data.database,
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
    if (resource.Type !== 'AWS::ApiGatewayV2::Route') continue;
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

describe('ApiStack', () => {
  it('routes every contract route to its group Lambda, and nothing else', () => {
    const targets = routeTargets(set.templates.api);
    const routes = Object.values(contractRoutes);
    expect([...targets.keys()].sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
    for (const route of routes) {
      const expected = logicalId(set.stacks.api.functions[route.group as DeployedGroup].function);
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

  it('builds each group Lambda for Node 22 on arm64 with source maps', () => {
    for (const fn of Object.values(set.stacks.api.functions)) {
      const resource = set.templates.api.toJSON().Resources[logicalId(fn.function)];
      expect(resource.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Environment: { Variables: { NODE_OPTIONS: '--enable-source-maps' } },
      });
    }
  });

  it('gives each Lambda the env of exactly what it uses', () => {
    const env = (group: DeployedGroup) => functionEnv(set.templates.api, set.stacks.api.functions[group].function);
    const database = ['DB_CLUSTER_ARN', 'DB_NAME', 'DB_SECRET_ARN'];
    const userPool = ['USER_POOL_CLIENT_ID', 'USER_POOL_ID'];
    expect(Object.keys(env('company')).sort()).toEqual(['COMPANY_BUCKET', 'NODE_OPTIONS']);
    expect(Object.keys(env('events')).sort()).toEqual([...database, 'NODE_OPTIONS', ...userPool]);
    expect(Object.keys(env('auth')).sort()).toEqual([
      ...database,
      'NODE_OPTIONS',
      'REFRESH_TOKEN_TTL_SECONDS',
      ...userPool,
    ]);
    expect(env('auth').REFRESH_TOKEN_TTL_SECONDS).toBe(String(30 * 24 * 3600));
    for (const group of ['auth', 'events'] as const) {
      expect(env(group).DB_NAME).toBe('kinwell');
      expect(crossStackValue(set, env(group).USER_POOL_ID)).toEqual({ Ref: logicalId(set.stacks.auth.userPool) });
      expect(crossStackValue(set, env(group).USER_POOL_CLIENT_ID)).toEqual({
        Ref: logicalId(set.stacks.auth.spaClient),
      });
    }
  });

  it('gives the company Lambda the bucket, and the auth and events Lambdas the Data API and secret', () => {
    const actions = (group: DeployedGroup) =>
      roleStatements(set, set.templates.api, set.stacks.api.functions[group].role).flatMap(actionsOf);
    expect(actions('company')).toEqual(
      expect.arrayContaining(['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:ListBucket']),
    );
    for (const group of ['auth', 'events'] as const) {
      expect(actions(group)).toEqual(
        expect.arrayContaining([
          'rds-data:ExecuteStatement',
          'secretsmanager:DescribeSecret',
          'secretsmanager:GetSecretValue',
        ]),
      );
      expect(actions(group).filter((a) => a.startsWith('s3:'))).toEqual([]);
    }
    expect(actions('company').filter((a) => a.startsWith('rds-data:'))).toEqual([]);
  });

  it('lets only the auth Lambda call AdminUpdateUserAttributes, on this pool only', () => {
    const cognito = (group: DeployedGroup) =>
      roleStatements(set, set.templates.api, set.stacks.api.functions[group].role).filter((s) =>
        actionsOf(s).some((a) => a.startsWith('cognito-idp:')),
      );
    const [statement, ...others] = cognito('auth');
    expect(others).toEqual([]);
    expect(statement).toMatchObject({ Effect: 'Allow', Action: 'cognito-idp:AdminUpdateUserAttributes' });
    expect(crossStackValue(set, statement?.Resource)).toEqual({
      'Fn::GetAtt': [logicalId(set.stacks.auth.userPool), 'Arn'],
    });
    expect(cognito('events')).toEqual([]);
    expect(cognito('company')).toEqual([]);
  });

  it('throttles the stage and writes JSON access logs', () => {
    const { rateLimit, burstLimit } = environmentConfig('dev').apiThrottle;
    set.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit },
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('"requestId":"\\$context.requestId"'),
      },
    });
  });
});
