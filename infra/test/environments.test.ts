import { beforeAll, describe, expect, it } from 'vitest';
import { fakeSiteBuild, logicalId, synthStackSet, type TestStackSet } from './support';

// Both sets synthesize under cdk-nag (AwsSolutions): any unacknowledged finding makes synth throw.
let dev: TestStackSet;
let prod: TestStackSet;

beforeAll(() => {
  dev = synthStackSet('dev', { nag: true, siteAssetsPath: fakeSiteBuild() });
  prod = synthStackSet('prod', { nag: true });
});

describe('environments', () => {
  it('synthesizes dev (with a site build) and prod with no open cdk-nag findings', () => {
    expect(dev.app.synth().stacks).toHaveLength(5);
    expect(prod.app.synth().stacks).toHaveLength(5);
  });

  it('deploys the built front end only when there is one', () => {
    dev.templates.web.resourceCountIs('Custom::CDKBucketDeployment', 1);
    prod.templates.web.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  it('names every stack after its environment', () => {
    expect(Object.values(prod.stacks).map((s) => s.stackName)).toEqual([
      'kinwell-prod-auth',
      'kinwell-prod-data',
      'kinwell-prod-email',
      'kinwell-prod-api',
      'kinwell-prod-web',
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

  it('has an SES configuration set for the mail to come', () => {
    dev.templates.email.resourceCountIs('AWS::SES::ConfigurationSet', 1);
  });
});
