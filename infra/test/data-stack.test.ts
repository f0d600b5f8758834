import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { logicalId, plainStackSet, resourcesOf, type TestStackSet } from './support';

let set: TestStackSet;

beforeAll(() => {
  set = plainStackSet('dev');
});

describe('DataStack', () => {
  it('runs Aurora PostgreSQL Serverless v2 with the Data API, encrypted, credentials in Secrets Manager', () => {
    const data = set.templates.data;
    data.hasResourceProperties('AWS::RDS::DBCluster', {
      Engine: 'aurora-postgresql',
      EnableHttpEndpoint: true,
      StorageEncrypted: true,
      DatabaseName: 'kinwell',
      ServerlessV2ScalingConfiguration: { MinCapacity: Match.anyValue(), MaxCapacity: Match.anyValue() },
      MasterUserPassword: Match.objectLike({ 'Fn::Join': Match.anyValue() }),
    });
    data.hasResourceProperties('AWS::RDS::DBInstance', { DBInstanceClass: 'db.serverless' });
    data.resourceCountIs('AWS::SecretsManager::Secret', 1);
  });

  it('keeps the cluster in isolated subnets without NAT', () => {
    const data = set.templates.data;
    data.resourceCountIs('AWS::EC2::NatGateway', 0);
    data.resourceCountIs('AWS::EC2::InternetGateway', 0);
    data.hasResourceProperties('AWS::RDS::DBSubnetGroup', { SubnetIds: Match.anyValue() });
  });

  it('applies migrations through a custom resource once the cluster and its writer exist', () => {
    const data = set.templates.data;
    const migrations = data.findResources('Custom::KinwellMigrations');
    expect(Object.keys(migrations)).toHaveLength(1);
    const [migrate] = Object.values(migrations);
    const writer = Object.keys(data.findResources('AWS::RDS::DBInstance'));
    expect(migrate?.DependsOn).toEqual(
      expect.arrayContaining([logicalId(set.stacks.data.database.cluster), ...writer]),
    );

    const fn = data.toJSON().Resources[logicalId(set.stacks.data.migrations.function)];
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Environment: { Variables: { DB_NAME: 'kinwell', DB_CLUSTER_ARN: expect.anything() } },
    });
  });

  it('keeps the company-metadata bucket private, encrypted, versioned and TLS-only', () => {
    const data = set.templates.data;
    const bucketId = logicalId(set.stacks.data.companyMetadata.bucket);
    expect(data.toJSON().Resources[bucketId].Properties).toMatchObject({
      VersioningConfiguration: { Status: 'Enabled' },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: expect.anything() }] },
    });
  });

  it('blocks public access and denies non-TLS requests on every bucket', () => {
    for (const template of Object.values(set.templates)) {
      const resources = resourcesOf(template);
      const buckets = Object.entries(resources).filter(([, r]) => r.Type === 'AWS::S3::Bucket');
      for (const [id, bucket] of buckets) {
        expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        const policies = Object.values(resources).filter(
          (r) => r.Type === 'AWS::S3::BucketPolicy' && (r.Properties.Bucket as { Ref?: string }).Ref === id,
        );
        const statements = policies.flatMap((p) => (p.Properties.PolicyDocument as { Statement: unknown[] }).Statement);
        expect(statements, id).toContainEqual(
          expect.objectContaining({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        );
      }
    }
  });
});
