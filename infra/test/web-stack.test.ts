import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthStackSet, type TestStackSet } from './support';

// Managed policy ids (the same in every account).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let web: TestStackSet;

beforeAll(() => {
  web = synthStackSet('staging');
});

type Distribution = {
  DistributionConfig: {
    Origins: { Id: string; DomainName: unknown; S3OriginConfig?: unknown; OriginAccessControlId?: unknown }[];
    DefaultCacheBehavior: { TargetOriginId: string; FunctionAssociations?: unknown[] };
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
});
