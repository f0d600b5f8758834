import { type CfnResource, Duration, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from '../config';
import { acknowledge, nagArn } from '../nag';

export interface WebStackProps extends StackProps {
  readonly config: EnvironmentConfig;
  readonly httpApi: IHttpApi;
  /** Receives the site bucket's S3 server access logs. */
  readonly accessLogsBucket: IBucket;
  /** The built SPA (frontend/dist) to upload; nothing is uploaded when unset. */
  readonly siteAssetsPath?: string;
}

/**
 * Rewrites client-side routes (`/login`, `/company/acme`) to the SPA shell. Only the default behaviour runs it,
 * so `/api/*` keeps its own 404s and error bodies (a distribution-wide 404 → index.html error response would
 * turn API errors into HTML).
 */
const spaRewrite = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** The SPA: a private bucket behind CloudFront (origin access control), with `/api/*` forwarded to the HTTP API. */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;

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

    // https://{apiId}.execute-api.{region}.amazonaws.com → its host name.
    const apiDomain = Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint));

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Kinwell ${config.name}`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: distributionLogs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: new EdgeFunction(this, 'SpaRewrite', {
              code: FunctionCode.fromInline(spaRewrite),
              runtime: FunctionRuntime.JS_2_0,
              comment: 'Serve index.html for client-side routes',
            }),
          },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(apiDomain, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            readTimeout: Duration.seconds(30),
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          // No caching; with caching off, AllViewerExceptHostHeader also forwards Authorization. API Gateway
          // must not receive the viewer's Host header.
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
      },
    });

    acknowledge(
      this.distribution,
      'AwsSolutions-CFR4',
      'The default *.cloudfront.net certificate cannot pin TLS 1.2; set it with the custom domain and certificate.',
    );
    acknowledge(this.distribution, 'AwsSolutions-CFR1', 'The app serves every country; no geo restriction wanted.');
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR2',
      'No WAF yet: API Gateway throttling limits abuse; a web ACL (us-east-1) is a later decision.',
    );

    if (props.siteAssetsPath) {
      const deployment = new BucketDeployment(this, 'DeploySite', {
        sources: [Source.asset(props.siteAssetsPath)],
        destinationBucket: this.siteBucket,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
      this.acknowledgeDeploymentHandler(deployment);
    }
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
