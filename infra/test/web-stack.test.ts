import {
  APP_START_SCRIPT_HASH,
  COLOR_MODE_SCRIPT_HASH,
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
} from '@kinwell/contracts';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { STREAMING_API_STAGE } from '../lib/stacks/web-stack';
import { fakeSiteBuild, logicalId, synthStackSet, type TestStackSet } from './support';

// Managed policy ids (the same in every account).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let web: TestStackSet;

beforeAll(() => {
  web = synthStackSet('staging', { siteAssetsPath: fakeSiteBuild() });
});

type Distribution = {
  DistributionConfig: {
    Origins: { Id: string; DomainName: unknown; S3OriginConfig?: unknown; OriginAccessControlId?: unknown }[];
    DefaultCacheBehavior: {
      TargetOriginId: string;
      FunctionAssociations?: unknown[];
      CachePolicyId?: unknown;
      ResponseHeadersPolicyId?: unknown;
    };
    CacheBehaviors: { PathPattern: string; TargetOriginId: string; [key: string]: unknown }[];
  };
};

function distribution(set: TestStackSet): Distribution {
  const found = Object.values(set.templates.web.findResources('AWS::CloudFront::Distribution'));
  expect(found).toHaveLength(1);
  return found[0]?.Properties as Distribution;
}

describe('WebStack', () => {
  it('forwards /api/* to the HTTP API without caching, all methods, no Host header', () => {
    const config = distribution(web).DistributionConfig;
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']),
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = config.Origins.find((o) => o.Id === api?.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toContain('Fn::Split');
  });

  it('forwards POST /api/coach/messages, before /api/*, to the streaming REST API stage, with the origin secret', () => {
    const config = distribution(web).DistributionConfig;
    const patterns = config.CacheBehaviors.map((b) => b.PathPattern);
    expect(patterns.indexOf('/api/coach/messages')).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf('/api/coach/messages')).toBeLessThan(patterns.indexOf('/api/*'));
    const streamed = config.CacheBehaviors.find((b) => b.PathPattern === '/api/coach/messages');
    expect(streamed).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      AllowedMethods: expect.arrayContaining(['POST']),
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = config.Origins.find((o) => o.Id === streamed?.TargetOriginId) as Record<string, unknown>;
    const restApi = logicalId(web.stacks.web.node.findChild('StreamingApi'));
    expect(JSON.stringify(origin.DomainName)).toContain(`{"Ref":"${restApi}"}`);
    expect(JSON.stringify(origin.DomainName)).toContain('.execute-api.');
    expect(origin).toMatchObject({
      OriginPath: `/${STREAMING_API_STAGE}`,
      CustomOriginConfig: { OriginProtocolPolicy: 'https-only', OriginReadTimeout: 60 },
      OriginCustomHeaders: [{ HeaderName: 'x-kinwell-origin-secret', HeaderValue: expect.anything() }],
    });
    // No deployment here: the api stack deploys the REST API's method and stage.
    web.templates.web.hasResourceProperties('AWS::ApiGateway::RestApi', {
      EndpointConfiguration: { Types: ['REGIONAL'] },
    });
    web.templates.web.resourceCountIs('AWS::ApiGateway::Deployment', 0);
    web.templates.web.resourceCountIs('AWS::ApiGateway::Stage', 0);
  });

  it('serves the SPA from a private bucket through origin access control with an index.html fallback', () => {
    const config = distribution(web).DistributionConfig;
    const site = config.Origins.find((o) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(site?.OriginAccessControlId).toBeDefined();
    expect(site?.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'viewer-request' }),
    ]);
    web.templates.web.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp("request.uri = '/index.html'"),
    });
    web.templates.web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
  });

  it('sends the same CSP as the local runtime, HSTS for 2 years, nosniff, referrer and framing on every path', () => {
    const policyId = logicalId(web.stacks.web.securityHeaders);
    const policy = web.templates.web.toJSON().Resources[policyId].Properties.ResponseHeadersPolicyConfig;
    // The local runtime's policy, plus the chat's WebSocket API origin in connect-src (a deploy-time value).
    const [separator, parts] = policy.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy['Fn::Join'] as [
      string,
      (string | { Ref: string })[],
    ];
    const csp = parts.map((part) => (typeof part === 'string' ? part : `\${${part.Ref}}`)).join(separator);
    const socketApi = logicalId(web.stacks.web.chatSocketApi);
    expect(csp).toBe(
      contentSecurityPolicy({
        connectSources: [`wss://\${${socketApi}}.execute-api.\${AWS::Region}.\${AWS::URLSuffix}`],
      }),
    );
    expect(policy.SecurityHeadersConfig).toEqual({
      ContentSecurityPolicy: { ContentSecurityPolicy: expect.anything(), Override: true },
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: 730 * 24 * 3600,
        IncludeSubdomains: true,
        Override: true,
      },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      FrameOptions: { FrameOption: 'SAMEORIGIN', Override: true },
    });
    expect(CONTENT_SECURITY_POLICY.split('; ')).toEqual(
      expect.arrayContaining([
        `script-src 'self' ${COLOR_MODE_SCRIPT_HASH} ${APP_START_SCRIPT_HASH}`,
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'self'",
      ]),
    );
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
    const config = distribution(web).DistributionConfig;
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('caches hashed /assets/* for a year and revalidates index.html; the deploy sets Cache-Control and invalidates', () => {
    const config = distribution(web).DistributionConfig;
    const policy = (ref: unknown) =>
      web.templates.web.toJSON().Resources[(ref as { Ref: string }).Ref].Properties.CachePolicyConfig;
    const assets = config.CacheBehaviors.find((b) => b.PathPattern === '/assets/*');
    expect(policy(assets?.CachePolicyId)).toMatchObject({ MinTTL: 365 * 86400, DefaultTTL: 365 * 86400 });
    expect(policy(config.DefaultCacheBehavior.CachePolicyId)).toMatchObject({ MinTTL: 0, DefaultTTL: 0 });

    const deployments = Object.values(web.templates.web.findResources('Custom::CDKBucketDeployment')).map(
      (d) => d.Properties,
    );
    expect(deployments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Include: ['assets/*'],
          Prune: false,
          SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
        }),
        expect.objectContaining({
          Exclude: ['assets/*'],
          SystemMetadata: { 'cache-control': 'no-cache' },
          DistributionPaths: ['/*'],
        }),
      ]),
    );
  });

  it("serves /content/* from the private content bucket through OAC, honouring the objects' long cache", () => {
    const config = distribution(web).DistributionConfig;
    const behaviour = config.CacheBehaviors.find((b) => b.PathPattern === '/content/*');
    const contentBucket = logicalId(web.stacks.web.content.bucket);
    const origin = config.Origins.find((o) => o.Id === behaviour?.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toContain(contentBucket);
    expect(origin?.OriginAccessControlId).toBeDefined();
    expect(origin?.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    // GET and HEAD only (CloudFront's default when none are named).
    expect(behaviour?.AllowedMethods).toBeUndefined();
    expect(behaviour).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      Compress: true,
      FunctionAssociations: [expect.objectContaining({ EventType: 'viewer-request' })],
      ResponseHeadersPolicyId: config.DefaultCacheBehavior.ResponseHeadersPolicyId,
    });
    const policyRef = (behaviour?.CachePolicyId as { Ref?: string } | undefined)?.Ref ?? '';
    const policy = web.templates.web.toJSON().Resources[policyRef]?.Properties.CachePolicyConfig;
    expect(policy).toMatchObject({ MinTTL: 0, DefaultTTL: 300, MaxTTL: 365 * 86400 });
    web.templates.web.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp('request.uri = request.uri.substring\\(8\\)'),
    });

    // Only this distribution may read the bucket, and only GetObject.
    web.templates.web.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: contentBucket },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 's3:GetObject',
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
    web.templates.web.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'content/' }),
    });
  });

  it('lets the content Lambda read the published library only, and names the bucket for the CLI', () => {
    web.templates.web.hasResourceProperties('AWS::IAM::ManagedPolicy', {
      PolicyDocument: {
        Statement: [
          {
            Action: 's3:GetObject',
            Effect: 'Allow',
            Resource: {
              'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalId(web.stacks.web.content.bucket), 'Arn'] }, '/self-care/*']],
            },
          },
          Match.objectLike({
            Action: 's3:ListBucket',
            Condition: { StringLike: { 's3:prefix': ['self-care/*'] } },
          }),
        ],
      },
    });
    const outputs = web.templates.web.toJSON().Outputs;
    expect(JSON.stringify(outputs.ContentBucketName.Value)).toContain(logicalId(web.stacks.web.content.bucket));
  });

  it('publishes the site URL', () => {
    const outputs = web.templates.web.toJSON().Outputs;
    expect(JSON.stringify(outputs.SiteUrl.Value)).toContain(logicalId(web.stacks.web.distribution));
  });
});
