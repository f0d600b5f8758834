import { apiRoutes, type RouteContract } from '@kinwell/contracts';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { environmentConfig } from '../lib/config';
import { ApiStack } from '../lib/stacks/api-stack';
import { functionEnv, logicalId, resourcesOf, synthStackSet, type TestStackSet } from './support';

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
      const expected = logicalId(set.stacks.api.functions[route.group as 'company' | 'events'].function);
      expect(targets.get(`${route.method} ${route.path}`)?.functionId, `${route.method} ${route.path}`).toBe(expected);
    }
  });

  it('keeps the public routes open and puts the Cognito JWT authorizer on user routes', () => {
    for (const route of Object.values(contractRoutes)) {
      const expected = route.auth === 'user' ? 'JWT' : 'NONE';
      set.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: `${route.method} ${route.path}`,
        AuthorizationType: expected,
      });
    }
    withUserRoute.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: 'GET /api/test/who-am-i',
      AuthorizationType: 'JWT',
      AuthorizerId: Match.anyValue(),
    });
    withUserRoute.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: { Audience: [Match.anyValue()], Issuer: Match.anyValue() },
    });
    const publicRoute = routeTargets(withUserRoute).get('GET /api/s3/check-invite');
    expect(publicRoute?.route.AuthorizationType).toBe('NONE');
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

  it('gives the company Lambda its bucket, and the events Lambda the Data API and secret', () => {
    const companyEnv = functionEnv(set.templates.api, set.stacks.api.functions.company.function);
    const eventsEnv = functionEnv(set.templates.api, set.stacks.api.functions.events.function);
    expect(Object.keys(companyEnv).sort()).toEqual(['COMPANY_BUCKET', 'NODE_OPTIONS']);
    expect(Object.keys(eventsEnv).sort()).toEqual(['DB_CLUSTER_ARN', 'DB_NAME', 'DB_SECRET_ARN', 'NODE_OPTIONS']);
    expect(eventsEnv.DB_NAME).toBe('kinwell');

    set.templates.api.hasResourceProperties('AWS::IAM::Role', {
      ManagedPolicyArns: Match.arrayWith([Match.objectLike({ 'Fn::GetStackOutput': Match.anyValue() })]),
    });
    set.templates.data.hasResourceProperties('AWS::IAM::ManagedPolicy', {
      PolicyDocument: {
        Statement: [
          Match.objectLike({ Action: ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'], Effect: 'Allow' }),
          Match.objectLike({ Action: 's3:ListBucket', Effect: 'Allow' }),
        ],
      },
    });
    set.templates.api.hasResourceProperties('AWS::IAM::Policy', {
      Roles: [{ Ref: logicalId(set.stacks.api.functions.events.role) }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Action: Match.arrayWith(['rds-data:ExecuteStatement']) }),
          Match.objectLike({ Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'] }),
        ]),
      },
    });
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
