import { ORIGIN_SECRET_HEADER } from '@kinwell/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { environmentConfig } from '../lib/config';
import {
  actionsOf,
  crossStackValue,
  functionEnv,
  logicalId,
  plainStackSet,
  resourcesOf,
  roleStatements,
  type TestStackSet,
} from './support';

let dev: TestStackSet;
let prod: TestStackSet;

beforeAll(() => {
  dev = plainStackSet('dev');
  prod = plainStackSet('prod');
});

type Rule = {
  Name: string;
  Priority: number;
  Action?: Record<string, unknown>;
  OverrideAction?: Record<string, unknown>;
  Statement: {
    ManagedRuleGroupStatement?: { Name: string; RuleActionOverrides?: unknown[] };
    RateBasedStatement?: unknown;
    AndStatement?: { Statements: { NotStatement?: { Statement: { ByteMatchStatement: unknown } } }[] };
  };
  VisibilityConfig: { CloudWatchMetricsEnabled: boolean; SampledRequestsEnabled: boolean; MetricName: string };
};

function webAcl(set: TestStackSet) {
  const found = Object.values(set.templates.edge.findResources('AWS::WAFv2::WebACL'));
  expect(found).toHaveLength(1);
  return found[0]?.Properties as { Scope: string; DefaultAction: unknown; Rules: Rule[]; VisibilityConfig: unknown };
}
const rule = (set: TestStackSet, name: string) => webAcl(set).Rules.find((r) => r.Name === name) as Rule;

function apiBehaviour(set: TestStackSet) {
  const distribution = Object.values(set.templates.web.findResources('AWS::CloudFront::Distribution'))[0];
  return distribution?.Properties.DistributionConfig as {
    WebACLId: unknown;
    Origins: {
      Id: string;
      CustomOriginConfig?: unknown;
      OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
    }[];
    CacheBehaviors: { PathPattern: string; TargetOriginId: string; OriginRequestPolicyId: unknown }[];
  };
}

describe('EdgeStack (AWS WAF)', () => {
  it('is a CLOUDFRONT web ACL in us-east-1, whatever the region of the other stacks', () => {
    for (const set of [dev, prod]) {
      expect(set.stacks.edge.region).toBe('us-east-1');
      expect(webAcl(set)).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    }
  });

  it('runs the IP reputation, known bad inputs and core managed groups, and a per-address rate rule', () => {
    const rules = webAcl(prod).Rules;
    const managed = rules.map((r) => r.Statement.ManagedRuleGroupStatement?.Name).filter(Boolean);
    expect(managed).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesKnownBadInputsRuleSet',
      'AWSManagedRulesCommonRuleSet',
    ]);
    expect(rule(prod, 'RatePerAddress').Statement.RateBasedStatement).toEqual({
      Limit: environmentConfig('prod').waf.rateLimitPer5Minutes,
      AggregateKeyType: 'IP',
    });
    // Priorities are unique.
    expect(new Set(rules.map((r) => r.Priority)).size).toBe(rules.length);
  });

  it('lets /api/ JSON bodies past the core body rules (counted), and blocks on their labels elsewhere', () => {
    const core = rule(prod, 'AWSManagedRulesCommonRuleSet');
    expect(core.Statement.ManagedRuleGroupStatement?.RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
      { Name: 'CrossSiteScripting_BODY', ActionToUse: { Count: {} } },
    ]);
    const outside = rule(prod, 'CoreBodyRulesOutsideApi');
    expect(outside.Priority).toBeGreaterThan(core.Priority);
    expect(outside.Action).toEqual({ Block: {} });
    const json = JSON.stringify(outside.Statement);
    expect(json).toContain('awswaf:managed:aws:core-rule-set:SizeRestrictions_Body');
    expect(json).toContain('awswaf:managed:aws:core-rule-set:CrossSiteScripting_Body');
    expect(outside.Statement.AndStatement?.Statements[1]?.NotStatement?.Statement.ByteMatchStatement).toMatchObject({
      PositionalConstraint: 'STARTS_WITH',
      SearchString: '/api/',
    });
  });

  it('only counts in dev, blocks in prod', () => {
    for (const r of webAcl(dev).Rules) {
      expect(r.OverrideAction ?? r.Action, r.Name).toEqual({ Count: {} });
    }
    for (const r of webAcl(prod).Rules) {
      expect(r.OverrideAction ?? r.Action, r.Name).toEqual(r.OverrideAction ? { None: {} } : { Block: {} });
    }
  });

  it('publishes CloudWatch metrics and sampled requests for the ACL and every rule', () => {
    const acl = webAcl(prod);
    for (const config of [acl.VisibilityConfig, ...acl.Rules.map((r) => r.VisibilityConfig)]) {
      expect(config).toMatchObject({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true });
    }
  });

  it("attaches the ACL to the distribution through its ARN read from us-east-1's SSM parameter", () => {
    const parameter = Object.values(prod.templates.edge.findResources('AWS::SSM::Parameter'))[0];
    expect(parameter?.Properties).toMatchObject({
      Name: '/kinwell/prod/edge/web-acl-arn',
      Value: { 'Fn::GetAtt': [logicalId(prod.stacks.edge.webAcl), 'Arn'] },
    });
    const webAclId = JSON.stringify(apiBehaviour(prod).WebACLId);
    expect(webAclId).toContain('Parameter.Value');
    const reader = Object.values(resourcesOf(prod.templates.web)).find((r) => r.Type === 'Custom::AWS');
    const create = JSON.stringify(reader?.Properties.Update ?? reader?.Properties.Create);
    expect(create).toContain('getParameter');
    expect(create).toContain('/kinwell/prod/edge/web-acl-arn');
    expect(create).toContain('us-east-1');
    expect(prod.stacks.web.dependencies).toContain(prod.stacks.edge);
  });
});

describe('origin secret and viewer address', () => {
  it('generates the secret (current, previous) and CloudFront adds its current value to API requests only', () => {
    const secret = resourcesOf(prod.templates.web)[logicalId(prod.stacks.web.originSecret)];
    expect(secret?.Properties.GenerateSecretString).toMatchObject({
      GenerateStringKey: 'current',
      SecretStringTemplate: '{"previous":""}',
      PasswordLength: 48,
    });
    const config = apiBehaviour(prod);
    const apiOrigin = config.Origins.find((o) => o.CustomOriginConfig);
    expect(apiOrigin?.OriginCustomHeaders).toHaveLength(1);
    const header = apiOrigin?.OriginCustomHeaders?.[0];
    expect(header?.HeaderName).toBe(ORIGIN_SECRET_HEADER);
    // A dynamic reference, resolved at deploy time: the value itself never is in the template.
    const value = JSON.stringify(header?.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toContain(':SecretString:current::}}');
    expect(value).toContain(logicalId(prod.stacks.web.originSecret));
    for (const origin of config.Origins.filter((o) => !o.CustomOriginConfig)) {
      expect(origin.OriginCustomHeaders).toBeUndefined();
    }
  });

  it("forwards CloudFront's headers (CloudFront-Viewer-Address among them) but not Host to the API", () => {
    const api = apiBehaviour(prod).CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    // AllViewerExceptHostHeader: every viewer header but Host, plus the CloudFront-* headers.
    expect(api?.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
  });

  it('gives every API Lambda ORIGIN_SECRET_ARN and read access to that secret only', () => {
    const functions = Object.entries(prod.stacks.api.functions);
    expect(functions.length).toBeGreaterThan(5);
    for (const [group, fn] of functions) {
      const arn = crossStackValue(prod, functionEnv(prod.templates.api, fn.function).ORIGIN_SECRET_ARN);
      expect(arn, group).toEqual({ Ref: logicalId(prod.stacks.web.originSecret) });
      const reads = roleStatements(prod, prod.templates.api, fn.role).filter((s) =>
        actionsOf(s).includes('secretsmanager:GetSecretValue'),
      );
      expect(
        reads.some((s) =>
          JSON.stringify(crossStackValue(prod, s.Resource)).includes(logicalId(prod.stacks.web.originSecret)),
        ),
        group,
      ).toBe(true);
    }
  });
});
