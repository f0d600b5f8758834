import { apiRoutes, type EndpointGroup, type RouteContract } from '@kinwell/contracts';
import { Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from '../config';
import { ApiFunction, type CompanyMetadataStore, type DataApiDatabase } from '../constructs/api-function';
import { acknowledge } from '../nag';

/** The endpoint groups deployed as Lambdas; `dev` exists only on the local runtime. */
export type DeployedGroup = Exclude<EndpointGroup, 'dev'>;

export interface ApiStackProps extends StackProps {
  readonly config: EnvironmentConfig;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly companyMetadata: CompanyMetadataStore;
  readonly database: DataApiDatabase;
  /** The routes to serve. @default apiRoutes from @kinwell/contracts */
  readonly routes?: Readonly<Record<string, RouteContract>>;
}

/** The access-log line: one JSON object per request (HTTP API $context variables). */
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
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
    authorizerError: '$context.authorizer.error',
  }),
);

/**
 * The HTTP API: one Lambda per endpoint group, one route per entry of the contracts' route table, a Cognito JWT
 * authorizer on the `user` routes (bearer token only), stage-wide throttling and JSON access logs.
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly functions: Readonly<Record<DeployedGroup, ApiFunction>>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const common = { logRetention: config.logRetention, removalPolicy: config.removalPolicy };

    const { userPool, userPoolClient } = props;
    this.functions = {
      // Rate limits are counted in SQL; onboarding progress is written with AdminUpdateUserAttributes.
      auth: new ApiFunction(this, 'Auth', {
        ...common,
        source: 'auth',
        description: 'Account endpoints: sign-up, login, tokens and session cookies, codes, onboarding',
      })
        .bindUserPool(userPool, userPoolClient, {
          adminUpdateAttributes: true,
          refreshTokenValidity: config.sessionTokens.refresh,
        })
        .bindDatabase(props.database),
      company: new ApiFunction(this, 'Company', {
        ...common,
        source: 'company',
        description: 'Company endpoints: invites, domains, metadata, logos',
      }).bindCompanyBucket(props.companyMetadata),
      // Verifies the caller's token itself (bearer or session cookie) for `session` routes.
      events: new ApiFunction(this, 'Events', {
        ...common,
        source: 'events',
        description: 'User event endpoints (theme events)',
      })
        .bindUserPool(userPool, userPoolClient)
        .bindDatabase(props.database),
    };

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: `Kinwell ${config.name} API`,
      createDefaultStage: false,
    });
    this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: config.apiThrottle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new LogGroup(this, 'AccessLogs', { retention: config.logRetention, removalPolicy: config.removalPolicy }),
        ),
        format: accessLogFormat,
      },
    });

    const integrations = {
      auth: new HttpLambdaIntegration('AuthIntegration', this.functions.auth.function),
      company: new HttpLambdaIntegration('CompanyIntegration', this.functions.company.function),
      events: new HttpLambdaIntegration('EventsIntegration', this.functions.events.function),
    } satisfies Record<DeployedGroup, HttpLambdaIntegration>;

    // On `user` routes API Gateway checks the bearer access token (signature, expiry, issuer = the pool,
    // audience = the SPA client); handlers still act only on the caller's own records. Created on first use.
    // `session` routes also accept the HttpOnly session cookie, which a JWT authorizer cannot read: their
    // handlers verify the token themselves (aws-jwt-verify, USER_POOL_ID / USER_POOL_CLIENT_ID).
    const userAuthorizer = new HttpUserPoolAuthorizer('UserAuthorizer', userPool, {
      userPoolClients: [userPoolClient],
    });

    const routes: Readonly<Record<string, RouteContract>> = props.routes ?? apiRoutes;
    for (const [name, route] of Object.entries(routes)) {
      if (route.group === 'dev') throw new Error(`Route ${name} belongs to the local-only dev group`);
      const [httpRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: integrations[route.group],
        authorizer: route.auth === 'user' ? userAuthorizer : undefined,
      });
      if (!httpRoute || route.auth === 'user') continue;
      acknowledge(
        httpRoute,
        'AwsSolutions-APIG4',
        route.auth === 'none'
          ? `${name} is public by the API contract (auth: 'none' in @kinwell/contracts); the handler validates input.`
          : `${name} accepts the HttpOnly session cookie (auth: 'session'), which API Gateway's JWT authorizer ` +
              'cannot read; the handler verifies the access token (signature, expiry, issuer, client) itself.',
      );
    }
  }
}
