import { beforeAll, describe, expect, it } from 'vitest';
import {
  actionsOf,
  fakeSiteBuild,
  functionEnv,
  logicalId,
  roleStatements,
  synthStackSet,
  type TestStackSet,
} from './support';

// Every environment synthesizes under cdk-nag (AwsSolutions) and CDK's CloudFormation validator, as `npm run synth`
// does: any unacknowledged finding makes synth throw. (Bundling is left to bundles.test.ts.)
let dev: TestStackSet;
let staging: TestStackSet;
let prod: TestStackSet;

beforeAll(() => {
  dev = synthStackSet('dev', { nag: true, validate: true, siteAssetsPath: fakeSiteBuild() });
  staging = synthStackSet('staging', { nag: true, validate: true });
  prod = synthStackSet('prod', { nag: true, validate: true });
});

describe('environments', () => {
  it('synthesizes dev (with a site build), staging and prod with no open cdk-nag findings', () => {
    for (const set of [dev, staging, prod]) expect(set.app.synth().stacks).toHaveLength(7);
  });

  it('deploys the built front end only when there is one', () => {
    // Hashed assets and the rest (index.html) are uploaded separately, with their own Cache-Control.
    dev.templates.web.resourceCountIs('Custom::CDKBucketDeployment', 2);
    prod.templates.web.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  it('names every stack after its environment', () => {
    expect(Object.values(prod.stacks).map((s) => s.stackName)).toEqual([
      'kinwell-prod-auth',
      'kinwell-prod-data',
      'kinwell-prod-email',
      'kinwell-prod-api',
      'kinwell-prod-web',
      'kinwell-prod-monitoring',
      'kinwell-prod-edge',
    ]);
  });

  it('retains data in prod and deletes it in dev', () => {
    const stateful = (set: TestStackSet) => ({
      cluster: set.templates.data.toJSON().Resources[logicalId(set.stacks.data.database.cluster)],
      bucket: set.templates.data.toJSON().Resources[logicalId(set.stacks.data.companyMetadata.bucket)],
      userPool: set.templates.auth.toJSON().Resources[logicalId(set.stacks.auth.userPool)],
    });
    for (const resource of Object.values(stateful(prod))) expect(resource.DeletionPolicy).toBe('Retain');
    for (const resource of Object.values(stateful(dev))) expect(resource.DeletionPolicy).toBe('Delete');
    expect(stateful(prod).cluster.Properties.DeletionProtection).toBe(true);
    expect(stateful(prod).userPool.Properties.DeletionProtection).toBe('ACTIVE');
  });

  it.each(['crm', 'booking', 'expert'])('%s reads the Zoho secret only where the config names it, by name', (group) => {
    const crmEnv = (set: TestStackSet) => functionEnv(set.templates.api, crm(set).function);
    const crm = (set: TestStackSet) => {
      const fn = set.stacks.api.functions[group];
      if (!fn) throw new Error(`no ${group} Lambda`);
      return fn;
    };
    expect(crmEnv(dev).ZOHO_SECRET_ARN).toBeUndefined();
    expect(JSON.stringify(crmEnv(prod).ZOHO_SECRET_ARN)).toContain(':secret:kinwell/prod/zoho');
    const secretStatements = roleStatements(prod, prod.templates.api, crm(prod).role).filter((s) =>
      actionsOf(s).includes('secretsmanager:GetSecretValue'),
    );
    expect(JSON.stringify(secretStatements)).toContain(':secret:kinwell/prod/zoho-??????');
  });

  it('gives the coach its Bedrock model, behind a guardrail, only where the config names one', () => {
    const coach = (set: TestStackSet) => {
      const fn = set.stacks.api.functions.coach;
      if (!fn) throw new Error('no coach Lambda');
      return fn;
    };
    const coachEnv = (set: TestStackSet) => functionEnv(set.templates.api, coach(set).function);
    expect(coachEnv(dev).COACH_MODEL_ID).toBeUndefined();
    dev.templates.api.resourceCountIs('AWS::Bedrock::Guardrail', 0);
    expect(coachEnv(prod)).toMatchObject({
      COACH_MODEL_ID: 'anthropic.claude-3-5-haiku-20241022-v1:0',
      COACH_GUARDRAIL_ID: expect.anything(),
      COACH_GUARDRAIL_VERSION: expect.anything(),
      ON_CALL_TOPIC_ARN: expect.anything(),
    });
    prod.templates.api.resourceCountIs('AWS::Bedrock::Guardrail', 1);
    const statements = roleStatements(prod, prod.templates.api, coach(prod).role);
    const invoke = statements.filter((s) => actionsOf(s).includes('bedrock:InvokeModelWithResponseStream'));
    expect(JSON.stringify(invoke)).toContain(':bedrock:');
    expect(JSON.stringify(invoke)).toContain('foundation-model/anthropic.claude-3-5-haiku-20241022-v1:0');
    expect(statements.some((s) => actionsOf(s).includes('bedrock:ApplyGuardrail'))).toBe(true);
    expect(statements.some((s) => actionsOf(s).includes('sns:Publish'))).toBe(true);
    // A risk flag on the on-call topic raises an alarm too.
    prod.templates.monitoring.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'NumberOfMessagesPublished',
      Namespace: 'AWS/SNS',
    });
  });
});
