import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from '../config';

/** CloudFront's web ACLs live in us-east-1 whatever the region of the rest. */
export const EDGE_REGION = 'us-east-1';

export interface EdgeStackProps extends StackProps {
  readonly config: EnvironmentConfig;
}

/** The label the Core rule set puts on a request before our own rule decides about it. */
const coreRuleLabel = (rule: string) => `awswaf:managed:aws:core-rule-set:${rule}`;

/** Metrics in CloudWatch (namespace AWS/WAFV2, region us-east-1) and sampled requests for every rule. */
const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/**
 * The AWS WAF web ACL of the environment's CloudFront distribution (scope CLOUDFRONT, so in us-east-1). The web
 * stack, in any region, reads its ARN from the SSM parameter this stack writes beside it.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;
  /** Holds the web ACL's ARN, in us-east-1 (`/kinwell/<env>/edge/web-acl-arn`). */
  readonly webAclArnParameterName: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const { config } = props;
    const counting = config.waf.mode === 'count';
    // Managed groups: `count` overrides every rule of the group to count; `none` keeps the group's own actions.
    const groupAction = counting ? { count: {} } : { none: {} };
    const ruleAction = counting ? { count: {} } : { block: {} };
    const prefix = `kinwell-${config.name}`;

    const managedGroup = (
      priority: number,
      name: string,
      overrides: readonly string[] = [],
    ): CfnWebACL.RuleProperty => ({
      name,
      priority,
      overrideAction: groupAction,
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ...(overrides.length && {
            ruleActionOverrides: overrides.map((rule) => ({ name: rule, actionToUse: { count: {} } })),
          }),
        },
      },
      visibilityConfig: visibility(`${prefix}-${name}`),
    });

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `${prefix}-web`,
      description: `Kinwell ${config.name}: managed rules and a per-address rate limit in front of CloudFront`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`${prefix}-web`),
      rules: [
        // Addresses Amazon's threat intelligence knows for bots and attacks: cheapest, first.
        managedGroup(0, 'AWSManagedRulesAmazonIpReputationList'),
        // One client address (the viewer's, as CloudFront sees it) sending more than the limit in 5 minutes.
        {
          name: 'RatePerAddress',
          priority: 1,
          action: ruleAction,
          statement: {
            rateBasedStatement: { limit: config.waf.rateLimitPer5Minutes, aggregateKeyType: 'IP' },
          },
          visibilityConfig: visibility(`${prefix}-RatePerAddress`),
        },
        // Request shapes of known exploits (Log4j, bad Java deserialization, localhost Host headers...).
        managedGroup(2, 'AWSManagedRulesKnownBadInputsRuleSet'),
        // The OWASP-style core set, with its two body rules only counting (and labelling). Under /api/ every body
        // is JSON that the API parses and checks against its zod contract (size included, MAX_BODY_BYTES), and
        // what members write is stored as text and shown escaped: a body over 8 KB (a logo upload) or free text
        // with `<` in it (a contact message) is legitimate there. Elsewhere the next rule blocks on the labels.
        managedGroup(3, 'AWSManagedRulesCommonRuleSet', ['SizeRestrictions_BODY', 'CrossSiteScripting_BODY']),
        {
          name: 'CoreBodyRulesOutsideApi',
          priority: 4,
          action: ruleAction,
          statement: {
            andStatement: {
              statements: [
                {
                  orStatement: {
                    statements: ['SizeRestrictions_Body', 'CrossSiteScripting_Body'].map((rule) => ({
                      labelMatchStatement: { scope: 'LABEL', key: coreRuleLabel(rule) },
                    })),
                  },
                },
                {
                  notStatement: {
                    statement: {
                      byteMatchStatement: {
                        fieldToMatch: { uriPath: {} },
                        positionalConstraint: 'STARTS_WITH',
                        searchString: '/api/',
                        textTransformations: [{ priority: 0, type: 'NONE' }],
                      },
                    },
                  },
                },
              ],
            },
          },
          visibilityConfig: visibility(`${prefix}-CoreBodyRulesOutsideApi`),
        },
      ],
    });

    this.webAclArnParameterName = `/kinwell/${config.name}/edge/web-acl-arn`;
    new StringParameter(this, 'WebAclArn', {
      parameterName: this.webAclArnParameterName,
      description: `Kinwell ${config.name}: the web ACL of the CloudFront distribution (read by the web stack)`,
      stringValue: this.webAcl.attrArn,
    });

    new CfnOutput(this, 'WebAclArnOutput', { description: 'The web ACL on CloudFront', value: this.webAcl.attrArn });
  }
}
