import { coachRoutes, contentSecurityPolicy, ORIGIN_SECRET_HEADER } from '@kinwell/contracts';
import { CONTENT_PUBLIC_PATH, IMMUTABLE_CACHE_CONTROL, selfCareKeys } from '@kinwell/core';
import { CfnOutput, type CfnResource, Duration, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnRestApi, EndpointType } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, WebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  type BehaviorOptions,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from '../config';
import type { PublishedContentStore } from '../constructs/api-function';
import { PAGE_REQUEST_FUNCTION_CODE } from '../constructs/page-request-function';
import { acknowledge, nagArn } from '../nag';
import { EDGE_REGION } from './edge-stack';

export interface WebStackProps extends StackProps {
  readonly config: EnvironmentConfig;
  /** Receives the site bucket's S3 server access logs. */
  readonly accessLogsBucket: IBucket;
  /** The built SPA (frontend/dist) to upload; nothing is uploaded when unset. */
  readonly siteAssetsPath?: string;
  /** The SSM parameter (in us-east-1, the edge stack's) holding the ARN of the web ACL to attach. */
  readonly webAclArnParameterName: string;
}

/**
 * `/content/self-care/…` → the content bucket's `self-care/…`: the store's keys are the same on both runtimes
 * (the local runtime serves the same URL from its objects folder), so the public prefix is taken off here.
 */
const contentPrefixStrip = `function handler(event) {
  var request = event.request;
  request.uri = request.uri.substring(${CONTENT_PUBLIC_PATH.length - 1});
  return request;
}`;

/**
 * The stage of the streaming REST API (web stack: the API and CloudFront's origin path; api stack: the stage):
 * a constant, so neither stack needs the other's stage resource.
 */
export const STREAMING_API_STAGE = 'stream';

/** Build output under /assets/ carries a content hash in its name: it can be cached for a year, never revalidated. */
const ASSETS_PATH = 'assets';

/**
 * The public entry of an environment: the SPA in a private bucket behind CloudFront (origin access control), and
 * the HTTP API that CloudFront forwards `/api/*` to. Only the API resource lives here; its routes, stage and
 * functions are the api stack's, which can then give the mail Lambda this site's URL without a reference cycle.
 */
export class WebStack extends Stack {
  readonly httpApi: HttpApi;
  /**
   * The REST API of the route whose answer streams (POST /api/coach/messages): only REST APIs stream Lambda
   * answers. Here for CloudFront's origin, with no deployment; its method, deployment and stage are the api
   * stack's, as for the HTTP API.
   */
  readonly streamingApi: { readonly restApiId: string; readonly rootResourceId: string };
  /**
   * The chat's WebSocket API (issue 15): here because the site's CSP must name its origin; its routes, stage and
   * Lambda are the api stack's, as for the HTTP API.
   */
  readonly chatSocketApi: WebSocketApi;
  /**
   * The export the api stack imports the socket API's id by: a name of ours (not CDK's generated reference), so the
   * IAM finding on the chat Lambda's posts can be acknowledged by its exact resource.
   */
  readonly chatSocketApiIdExport: string;
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  /**
   * The published self-care library (`npm run content -- publish`), served under /content/ and read by the
   * content Lambda. Its own bucket: the company bucket holds personal data (invitations) that no CloudFront
   * behaviour may reach, and the site bucket is pruned to the build on every deploy.
   */
  readonly content: PublishedContentStore;
  readonly securityHeaders: ResponseHeadersPolicy;
  /** https://<domain or *.cloudfront.net name> */
  readonly siteUrl: string;
  /**
   * CloudFront sends its `current` value in the origin-secret header to the API, whose Lambdas accept `current`
   * and `previous` (JSON keys): see "Rotating the origin secret" in infra/README.md.
   */
  readonly originSecret: Secret;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;

    // The site bucket holds only build output (redeployable), so it can always go with the stack.
    this.siteBucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'site/',
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    // Rebuildable from the repo (the content CLI publishes it), but a deploy must not empty it: it follows the
    // environment's removal policy, like the data.
    const contentBucket = new Bucket(this, 'Content', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'content/',
      removalPolicy: config.removalPolicy,
      autoDeleteObjects: config.removalPolicy === RemovalPolicy.DESTROY,
    });
    // The content Lambda reads the published library only; ListBucket makes a missing key answer 404, not 403.
    const contentRead = new ManagedPolicy(this, 'ContentRead', {
      description: 'Read the published self-care library',
      statements: [
        new PolicyStatement({
          actions: ['s3:GetObject'],
          resources: [contentBucket.arnForObjects(`${selfCareKeys.prefix}*`)],
        }),
        new PolicyStatement({
          actions: ['s3:ListBucket'],
          resources: [contentBucket.bucketArn],
          conditions: { StringLike: { 's3:prefix': [`${selfCareKeys.prefix}*`] } },
        }),
      ],
    });
    acknowledge(
      contentRead,
      `AwsSolutions-IAM5[Resource::${nagArn(contentBucket.node.defaultChild as CfnResource)}/${selfCareKeys.prefix}*]`,
      'The catalog names theme versions published at any time: the Lambda reads any key of the self-care prefix.',
    );
    this.content = { bucket: contentBucket, readPolicy: contentRead };

    // CloudFront standard logs are written with ACLs, so they need a bucket that allows them.
    const distributionLogs = new Bucket(this, 'DistributionLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'distribution-logs/',
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: config.removalPolicy,
      autoDeleteObjects: config.removalPolicy === RemovalPolicy.DESTROY,
    });

    this.chatSocketApi = new WebSocketApi(this, 'ChatSocketApi', {
      apiName: `kinwell-${config.name}-chat`,
      description: `Kinwell ${config.name} chat: live messages to open pages`,
    });
    // The same CSP as the local runtime (@kinwell/contracts), plus the chat socket's origin. No inline scripts; the
    // embedded mode is a mobile webview loading the site top level, so only the site itself may frame it.
    this.chatSocketApiIdExport = `${this.stackName}-chat-socket-api-id`;
    new CfnOutput(this, 'ChatSocketApiId', {
      description: 'The chat WebSocket API (its stage, routes and Lambda are the api stack’s)',
      value: this.chatSocketApi.apiId,
      exportName: this.chatSocketApiIdExport,
    });
    const chatSocketOrigin = `wss://${this.chatSocketApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
    this.securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `Kinwell ${config.name}: CSP, HSTS, nosniff, referrer, framing`,
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({ connectSources: [chatSocketOrigin] }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        frameOptions: { frameOption: HeadersFrameOption.SAMEORIGIN, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true },
          { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true },
        ],
      },
      removeHeaders: ['Server'],
    });

    // index.html and client-side routes: the objects carry `Cache-Control: no-cache`, so CloudFront and browsers
    // revalidate them on every request (a 304 from S3) and a deploy shows at once; the deploy also invalidates.
    const shellCache = new CachePolicy(this, 'ShellCache', {
      comment: 'SPA shell: honour the no-cache of index.html; invalidated on deploy',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      headerBehavior: CacheHeaderBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // Hashed build assets: a year at the edge and in the browser (`immutable`).
    const assetsCache = new CachePolicy(this, 'AssetsCache', {
      comment: 'Hashed build assets: cached for a year',
      minTtl: Duration.days(365),
      defaultTtl: Duration.days(365),
      maxTtl: Duration.days(365),
      headerBehavior: CacheHeaderBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // Published content: the objects carry their own Cache-Control (a year, immutable, for a theme version's
    // files; a minute for the catalog), which this policy honours up to a year; 5 minutes for anything without.
    const contentCache = new CachePolicy(this, 'ContentCache', {
      comment: `Published content: the objects' Cache-Control (${IMMUTABLE_CACHE_CONTROL} for versioned files)`,
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.minutes(5),
      maxTtl: Duration.days(365),
      headerBehavior: CacheHeaderBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // The api stack adds the stage, the routes and the authorizer.
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: `Kinwell ${config.name} API`,
      createDefaultStage: false,
    });
    const streamingApi = new CfnRestApi(this, 'StreamingApi', {
      name: `kinwell-${config.name}-streaming`,
      description: `Kinwell ${config.name} API: the routes whose answers stream (the AI coach)`,
      endpointConfiguration: { types: [EndpointType.REGIONAL] },
    });
    acknowledge(
      streamingApi,
      'AwsSolutions-APIG2',
      'Proxy methods only: the handler validates every request against its zod contract (@kinwell/contracts).',
    );
    this.streamingApi = { restApiId: streamingApi.ref, rootResourceId: streamingApi.attrRootResourceId };
    this.originSecret = new Secret(this, 'OriginSecret', {
      description: `Kinwell ${config.name}: the header value CloudFront adds to API requests (current, previous)`,
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ previous: '' }),
        generateStringKey: 'current',
        passwordLength: 48,
        excludePunctuation: true,
      },
    });
    acknowledge(
      this.originSecret,
      'AwsSolutions-SMG4',
      'Rotated by hand in two steps (infra/README.md): CloudFront takes the new value only on a web stack deploy, ' +
        'which a rotation Lambda cannot trigger; the API accepts the previous value meanwhile.',
    );

    // https://{apiId}.execute-api.{region}.amazonaws.com → its host name.
    const apiDomain = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.siteBucket);
    /**
     * A behaviour for an API origin (the HTTP API, the coach's streaming REST API): HTTPS only, every method, nothing
     * cached; with caching off, AllViewerExceptHostHeader also forwards Authorization, and API Gateway must not
     * receive the viewer's Host header. The policy also adds CloudFront's own headers, among them
     * CloudFront-Viewer-Address (the viewer's ip:port), which the per-address limits count by. The origin secret is
     * resolved by CloudFormation at deploy time (a dynamic reference), never written into the template.
     */
    const apiBehaviour = (
      domainName: string,
      origin: { originPath?: string; readTimeout: Duration },
    ): BehaviorOptions => ({
      origin: new HttpOrigin(domainName, {
        ...origin,
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        customHeaders: { [ORIGIN_SECRET_HEADER]: this.originSecret.secretValueFromJson('current').unsafeUnwrap() },
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.securityHeaders,
    });
    const { domain } = config;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Kinwell ${config.name}`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: distributionLogs,
      logFilePrefix: 'cloudfront/',
      webAclId: this.webAclArn(props.webAclArnParameterName),
      ...(domain && {
        domainNames: [domain.name],
        certificate: Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
        minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: shellCache,
        responseHeadersPolicy: this.securityHeaders,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            // Only the default behaviour runs it, so `/api/*` keeps its own 404s and error bodies.
            function: new EdgeFunction(this, 'SpaRewrite', {
              code: FunctionCode.fromInline(PAGE_REQUEST_FUNCTION_CODE),
              runtime: FunctionRuntime.JS_2_0,
              comment: 'Public pages: their prerendered file in the visitor language; other routes: index.html',
            }),
          },
        ],
      },
      additionalBehaviors: {
        [`/${ASSETS_PATH}/*`]: {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: assetsCache,
          responseHeadersPolicy: this.securityHeaders,
        },
        [`${CONTENT_PUBLIC_PATH}*`]: {
          origin: S3BucketOrigin.withOriginAccessControl(contentBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: contentCache,
          responseHeadersPolicy: this.securityHeaders,
          functionAssociations: [
            {
              eventType: FunctionEventType.VIEWER_REQUEST,
              function: new EdgeFunction(this, 'ContentPrefix', {
                code: FunctionCode.fromInline(contentPrefixStrip),
                runtime: FunctionRuntime.JS_2_0,
                comment: 'Serve /content/<key> from the content bucket key <key>',
              }),
            },
          ],
        },
        // Before /api/*: CloudFront takes the first behaviour whose pattern matches. The REST API's stage as the
        // origin path; the read timeout is the longest wait between two pieces (the first
        // comes after the risk check and the prompt), CloudFront's most without a quota raise.
        [coachRoutes.sendCoachMessage.path]: apiBehaviour(
          `${streamingApi.ref}.execute-api.${this.region}.${this.urlSuffix}`,
          { originPath: `/${STREAMING_API_STAGE}`, readTimeout: Duration.seconds(60) },
        ),
        '/api/*': apiBehaviour(apiDomain, { readTimeout: Duration.seconds(30) }),
      },
    });
    this.siteUrl = `https://${domain ? domain.name : this.distribution.distributionDomainName}`;

    if (!domain) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR4',
        'The default *.cloudfront.net certificate cannot pin TLS 1.2; setting `domain` in the config does (TLSv1.2_2021).',
      );
    }
    acknowledge(this.distribution, 'AwsSolutions-CFR1', 'The app serves every country; no geo restriction wanted.');

    if (props.siteAssetsPath) this.deploySite(props.siteAssetsPath);

    new CfnOutput(this, 'SiteUrl', { description: 'The web app', value: this.siteUrl });
    new CfnOutput(this, 'ContentBucketName', {
      description: 'Published self-care library (KINWELL_CONTENT_BUCKET for `npm run content -- publish`)',
      value: contentBucket.bucketName,
    });
    new CfnOutput(this, 'DistributionDomainName', {
      description: 'Point the custom domain here (CNAME or alias)',
      value: this.distribution.distributionDomainName,
    });
  }

  /**
   * The edge stack's web ACL ARN, read from its SSM parameter in us-east-1 at deploy time: CloudFront's web ACLs
   * must live there, this stack may be in another region or env-agnostic (where CDK's crossRegionReferences
   * cannot work), and CloudFormation cannot read another region's parameters itself. Read on create and whenever
   * the parameter's name changes: a replaced web ACL (new ARN) needs `cdk deploy` of this stack with it.
   */
  private webAclArn(parameterName: string): string {
    const reader = new AwsCustomResource(this, 'WebAclArn', {
      onUpdate: {
        service: 'SSM',
        action: 'getParameter',
        parameters: { Name: parameterName },
        region: EDGE_REGION,
        physicalResourceId: PhysicalResourceId.of(parameterName),
      },
      policy: AwsCustomResourcePolicy.fromSdkCalls({
        resources: [
          Stack.of(this).formatArn({
            service: 'ssm',
            region: EDGE_REGION,
            resource: 'parameter',
            resourceName: parameterName.replace(/^\//, ''),
          }),
        ],
      }),
      installLatestAwsSdk: false,
    });
    const handler = this.node.tryFindChild(`AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`);
    const reason = 'CDK-managed AwsCustomResource handler: reads the web ACL ARN from SSM in us-east-1';
    if (handler) {
      acknowledge(handler, 'AwsSolutions-L1', `${reason}; CDK picks its runtime.`);
      acknowledge(
        handler,
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        `${reason}; CDK gives it the basic execution role.`,
      );
    }
    return reader.getResponseField('Parameter.Value');
  }

  /**
   * Uploads the build in two parts: hashed assets first (immutable, never pruned, so a browser still holding the
   * previous index.html finds its chunks), then index.html and the rest (no-cache), pruned, and the invalidation.
   */
  private deploySite(siteAssetsPath: string): void {
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(siteAssetsPath)],
      destinationBucket: this.siteBucket,
      include: [`${ASSETS_PATH}/*`],
      exclude: ['*'],
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
    });
    const shell = new BucketDeployment(this, 'DeploySite', {
      sources: [Source.asset(siteAssetsPath)],
      destinationBucket: this.siteBucket,
      // Excluded files are neither uploaded nor pruned by this deployment.
      exclude: [`${ASSETS_PATH}/*`],
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    shell.node.addDependency(assets);
    this.acknowledgeDeploymentHandler(shell);
  }

  /** BucketDeployment's singleton handler is CDK-managed code: its runtime and role are not ours to shape. */
  private acknowledgeDeploymentHandler(deployment: BucketDeployment): void {
    const handler = deployment.handlerRole.node.scope;
    if (!handler) return;
    const reason = 'CDK-managed BucketDeployment handler: copies the build from the CDK asset bucket into the site';
    acknowledge(handler, 'AwsSolutions-L1', `${reason}; CDK picks its runtime.`);
    acknowledge(
      handler,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      `${reason}; CDK gives it the basic execution role.`,
    );
    const wildcards = [
      'Action::s3:GetBucket*',
      'Action::s3:GetObject*',
      'Action::s3:List*',
      'Action::s3:Abort*',
      'Action::s3:DeleteObject*',
      'Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*',
      `Resource::${nagArn(this.siteBucket.node.defaultChild as CfnResource)}/*`,
      // cloudfront:CreateInvalidation does not support resource-level permissions in CDK's grant.
      'Resource::*',
    ];
    for (const finding of wildcards) {
      acknowledge(handler, `AwsSolutions-IAM5[${finding}]`, `${reason}; CDK's grants, scoped to these buckets.`);
    }
  }
}
