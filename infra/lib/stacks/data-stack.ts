import {
  CfnOutput,
  type CfnResource,
  CustomResource,
  Duration,
  RemovalPolicy,
  Stack,
  type StackProps,
} from 'aws-cdk-lib';
import { FlowLogDestination, SubnetType, Vpc } from 'aws-cdk-lib/aws-ec2';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import {
  AuroraPostgresEngineVersion,
  ClusterInstance,
  Credentials,
  DatabaseCluster,
  DatabaseClusterEngine,
} from 'aws-cdk-lib/aws-rds';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Provider } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from '../config';
import { ApiFunction, type CompanyMetadataStore, type DataApiDatabase } from '../constructs/api-function';
import { acknowledge, nagArn } from '../nag';

export interface DataStackProps extends StackProps {
  readonly config: EnvironmentConfig;
}

const DATABASE_NAME = 'kinwell';

/**
 * The stateful resources: the Aurora PostgreSQL Serverless v2 cluster (reached only through the Data API, so
 * its VPC has isolated subnets and no NAT), the company-metadata bucket, and the deploy-time migrations.
 */
export class DataStack extends Stack {
  readonly database: DataApiDatabase;
  readonly companyMetadata: CompanyMetadataStore;
  /** Receives S3 server access logs of this environment's buckets. */
  readonly accessLogsBucket: Bucket;
  /** Applies the SQL migrations at deploy time (custom resource). */
  readonly migrations: ApiFunction;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;
    const destroyable = config.removalPolicy === RemovalPolicy.DESTROY;

    const vpc = new Vpc(this, 'Vpc', {
      maxAzs: 2,
      natGateways: 0,
      subnetConfiguration: [{ name: 'isolated', subnetType: SubnetType.PRIVATE_ISOLATED, cidrMask: 24 }],
    });
    vpc.addFlowLog('FlowLog', {
      destination: FlowLogDestination.toCloudWatchLogs(
        new LogGroup(this, 'FlowLogs', { retention: config.logRetention, removalPolicy: config.removalPolicy }),
      ),
    });

    const cluster = new DatabaseCluster(this, 'Database', {
      // Aurora trails PGlite's Postgres major (the local runtime): keep SQL portable to this one.
      engine: DatabaseClusterEngine.auroraPostgres({ version: AuroraPostgresEngineVersion.VER_17_9 }),
      writer: ClusterInstance.serverlessV2('Writer'),
      serverlessV2MinCapacity: config.databaseCapacity.min,
      serverlessV2MaxCapacity: config.databaseCapacity.max,
      credentials: Credentials.fromGeneratedSecret('kinwell_admin'),
      defaultDatabaseName: DATABASE_NAME,
      enableDataApi: true,
      storageEncrypted: true,
      iamAuthentication: true,
      vpc,
      vpcSubnets: { subnetType: SubnetType.PRIVATE_ISOLATED },
      backup: { retention: config.backupRetention },
      deletionProtection: config.deletionProtection,
      removalPolicy: config.removalPolicy,
    });
    if (!cluster.secret) throw new Error('The database cluster has no credentials secret');
    this.database = { cluster, secret: cluster.secret, databaseName: DATABASE_NAME };
    acknowledge(
      cluster,
      'AwsSolutions-SMG4',
      'Rotation needs a rotation Lambda that reaches the cluster; the isolated subnets have no NAT or Secrets ' +
        'Manager endpoint yet. Only the Data API (IAM-authorized) uses this secret.',
    );
    if (!config.deletionProtection) {
      acknowledge(cluster, 'AwsSolutions-RDS10', `The ${config.name} database is disposable; prod keeps protection.`);
    }

    this.accessLogsBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: config.removalPolicy,
      autoDeleteObjects: destroyable,
    });

    const companyBucket = new Bucket(this, 'CompanyMetadata', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.accessLogsBucket,
      serverAccessLogsPrefix: 'company-metadata/',
      removalPolicy: config.removalPolicy,
      autoDeleteObjects: destroyable,
    });
    // Exactly what the ObjectStore port does (get, conditional put, delete, list); ListBucket also makes a
    // missing key answer 404 rather than 403.
    const companyObjects = companyBucket.arnForObjects('*');
    const readWritePolicy = new ManagedPolicy(this, 'CompanyMetadataReadWrite', {
      description: 'Read and write company metadata objects',
      statements: [
        new PolicyStatement({
          actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
          resources: [companyObjects],
        }),
        new PolicyStatement({ actions: ['s3:ListBucket'], resources: [companyBucket.bucketArn] }),
      ],
    });
    // For readers only (the Cognito PreSignUp trigger checks domains and invitations): no put, no delete.
    const readPolicy = new ManagedPolicy(this, 'CompanyMetadataRead', {
      description: 'Read company metadata objects',
      statements: [
        new PolicyStatement({ actions: ['s3:GetObject'], resources: [companyObjects] }),
        new PolicyStatement({ actions: ['s3:ListBucket'], resources: [companyBucket.bucketArn] }),
      ],
    });
    const companyObjectsFinding = `AwsSolutions-IAM5[Resource::${nagArn(companyBucket.node.defaultChild as CfnResource)}/*]`;
    acknowledge(
      readWritePolicy,
      companyObjectsFinding,
      'Company metadata objects are keyed by company; the functions read and write any of them.',
    );
    acknowledge(
      readPolicy,
      companyObjectsFinding,
      'Sign-up eligibility reads the domain or invitation object of whichever email signs up: any key, read only.',
    );
    this.companyMetadata = { bucket: companyBucket, readWritePolicy, readPolicy };
    new CfnOutput(this, 'CompanyBucketName', {
      description: 'Company metadata bucket (KINWELL_COMPANY_BUCKET for `npm run company`)',
      value: companyBucket.bucketName,
    });

    // Migrations run at deploy time, after the cluster (and its writer) exist, with the same migration list
    // the local runtime applies on start. A new bundle publishes a new version, which re-runs them.
    const migrations = new ApiFunction(this, 'Migrations', {
      source: 'migrations',
      description: 'Applies the SQL migrations through the Data API',
      timeout: Duration.minutes(5),
      logRetention: config.logRetention,
      removalPolicy: config.removalPolicy,
    }).bindDatabase(this.database);
    this.migrations = migrations;

    const provider = new Provider(this, 'MigrationsProvider', {
      onEventHandler: migrations.function,
      logGroup: new LogGroup(this, 'MigrationsProviderLogs', {
        retention: config.logRetention,
        removalPolicy: config.removalPolicy,
      }),
    });
    acknowledge(
      provider,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      "The custom-resource provider framework's own function (CDK-managed) uses the basic execution role.",
    );
    acknowledge(
      provider,
      `AwsSolutions-IAM5[Resource::${nagArn(migrations.function.node.defaultChild as CfnResource)}:*]`,
      'The provider framework may invoke any version of the migrations function.',
    );
    const migrate = new CustomResource(this, 'Migrate', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::KinwellMigrations',
      properties: { FunctionVersion: migrations.function.currentVersion.version },
    });
    migrate.node.addDependency(cluster);
  }
}
