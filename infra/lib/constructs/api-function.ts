import { Duration, type RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { type IManagedPolicy, Policy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { ApplicationLogLevel, Architecture, LoggingFormat, Runtime, SystemLogLevel } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IDatabaseCluster } from 'aws-cdk-lib/aws-rds';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IConfigurationSet } from 'aws-cdk-lib/aws-ses';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';
import { functionEntry, lockFile, repoRoot } from '../paths';

/** An Aurora cluster reached through the RDS Data API: what a function needs to query it. */
export interface DataApiDatabase {
  readonly cluster: IDatabaseCluster;
  /** The credentials the Data API signs in with. */
  readonly secret: ISecret;
  readonly databaseName: string;
}

/** The company-metadata bucket and the policies that let a function read (and write) its objects. */
export interface CompanyMetadataStore {
  readonly bucket: IBucket;
  readonly readWritePolicy: IManagedPolicy;
  readonly readPolicy: IManagedPolicy;
}

/**
 * The content bucket (web stack): the published self-care library, which CloudFront serves under /content/ and
 * the content group reads (never writes: the content CLI publishes).
 */
export interface PublishedContentStore {
  readonly bucket: IBucket;
  readonly readPolicy: IManagedPolicy;
}

/** What a function needs to send the product mail through SES v2 templates (built by the email stack). */
export interface MailSending {
  /** The From address (MAIL_FROM). */
  readonly from: string;
  /** ARNs of the SES identities `from` may be sent as (the address and its domain). */
  readonly identityArns: readonly string[];
  readonly configurationSet: IConfigurationSet;
  readonly configurationSetArn: string;
  /** Prefix of this environment's template names in SES (MAIL_TEMPLATE_PREFIX): `<prefix><template name>`. */
  readonly templatePrefix: string;
  /** ARNs of this environment's templates. */
  readonly templateArns: readonly string[];
  /** The app's public URL (APP_URL): links in mails must point at it. Unset when not known at synth time. */
  readonly appUrl?: string;
}

/** The chat's WebSocket API stage: its `wss://` URL and the management endpoint pushes go through. */
export interface ChatSocketAccess {
  readonly stage: WebSocketStage;
  /** The posts' resource as cdk-nag names it in its wildcard finding (`Resource::…`). */
  readonly connectionsFinding: string;
}

/** The coach's Bedrock model and the guardrail every call goes through. */
export interface CoachModelAccess {
  readonly modelId: string;
  readonly guardrailId: string;
  readonly guardrailArn: string;
  readonly guardrailVersion: string;
}

export interface BindUserPoolOptions {
  /** Grant AdminUpdateUserAttributes on the pool (the API writes the onboarding attributes). */
  readonly adminUpdateAttributes?: boolean;
  /** Grant AdminDeleteUser on the pool (the account group deletes a member's identity at their request). */
  readonly adminDeleteUser?: boolean;
  /** The app client's refresh token validity, for functions that set the refresh cookie. */
  readonly refreshTokenValidity?: Duration;
}

export interface ApiFunctionProps {
  /** Folder under functions/src whose handler.ts is the entry: an endpoint group, `migrations`, `auth-triggers`. */
  readonly source: string;
  /** The entry file in that folder, for a second Lambda of the same code (the coach's streaming entry). @default handler.ts */
  readonly entryFile?: string;
  readonly description?: string;
  readonly logRetention: RetentionDays;
  /** Removal policy of the function's log group. */
  readonly removalPolicy: RemovalPolicy;
  /** @default 10 seconds */
  readonly timeout?: Duration;
  /** @default 512 MB (cold starts of bundled SDK clients are CPU-bound; memory buys CPU) */
  readonly memorySize?: number;
}

/**
 * Every Kinwell Lambda: one bundling recipe (CommonJS, arm64, Node 22, local esbuild, no Docker), its own log group
 * with retention, and `bind*` helpers that set a resource's env variables and grant access to it together, so
 * env names and IAM never drift apart. The env names are the ones functions/src/runtime/aws/env.ts parses.
 */
export class ApiFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: LogGroup;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });

    // A role that may write only to this function's log group (instead of the AWSLambdaBasicExecutionRole
    // managed policy, which allows every log group of the account).
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${Stack.of(this).stackName}/${id}`,
    });
    this.logGroup.grantWrite(role);
    this.role = role;

    this.function = new NodejsFunction(this, 'Function', {
      entry: functionEntry(props.source, props.entryFile),
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      role,
      logGroup: this.logGroup,
      projectRoot: repoRoot,
      depsLockFilePath: lockFile,
      // No NODE_OPTIONS=--enable-source-maps: reading and indexing the map cost every cold start 3-10 ms (decision
      // 016). The map stays in the asset (sourceMap below): a logged stack trace's index.js:line:column decodes with it.
      environment: {
        // Powertools Logger and Metrics (functions/src/observability): the service on every line and metric.
        POWERTOOLS_SERVICE_NAME: props.source,
      },
      // One JSON object per log line: Powertools Logger writes its own (request id, cold start, service), and Lambda
      // wraps anything else written through console.* with its request id, so Logs Insights filters every line alike.
      // Its application log level (ALC) is the Logger's too.
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel.INFO,
      systemLogLevelV2: SystemLogLevel.WARN,
      bundling: {
        // CommonJS (index.js, which the runtime require()s; handler `index.handler`): the bundle require()s the
        // SDK clients it leaves external, 9-75 ms less per bundle at cold start than ES imports of the same
        // CommonJS files (decision 005). Our ES module sources and the ESM-only packages they use (Middy) are
        // bundled into it. CommonJS has no top-level await (esbuild refuses it) nor import.meta (made an error
        // below, instead of esbuild's warning and an empty object).
        format: OutputFormat.CJS,
        target: 'node22',
        mainFields: ['module', 'main'],
        esbuildArgs: {
          '--log-override': 'empty-import-meta=error',
          // A dynamic import() of an external module (the CRM's Secrets Manager client) becomes a require() as
          // well, found like the static ones (NODE_PATH, where the runtime keeps the SDK).
          '--supported:dynamic-import': 'false',
          // The copy of five languages (error catalog, mail copy, crisis patterns) as UTF-8, not esbuild's default
          // ASCII escapes: "\u0627" is six bytes where UTF-8 takes two (Arabic) or three (Japanese). Chat bundle
          // 407.8 → 371.8 kB; Node reads the file as UTF-8 either way. (As an argument: this aws-cdk-lib's bundling
          // does not pass its own `charset` option on to esbuild.)
          '--charset': 'utf8',
        },
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        logLevel: LogLevel.WARNING,
        // The nodejs22.x runtime provides AWS SDK v3 (and its @smithy packages) on NODE_PATH, where require()
        // finds them: bundling them tripled every bundle (750-920 KB → < 400 KB).
        // The trade-off (the runtime's SDK version, not the lockfile's, runs in AWS) is in infra/README.md.
        externalModules: ['@aws-sdk/*', '@smithy/*'],
        // No Docker here: esbuild (a root devDependency) runs locally through `pnpm exec esbuild`.
        forceDockerBundling: false,
      },
    });
    acknowledge(
      this.function,
      'AwsSolutions-L1',
      'nodejs22.x is chosen on purpose: the same Node 22 LTS runs locally (decision 009); move to 24.x by decision.',
    );
  }

  /** The CloudWatch namespace of the function's EMF metrics (POWERTOOLS_METRICS_NAMESPACE): no IAM, stdout only. */
  bindMetrics(namespace: string): this {
    this.function.addEnvironment('POWERTOOLS_METRICS_NAMESPACE', namespace);
    return this;
  }

  /** The company-metadata bucket: sets COMPANY_BUCKET and attaches the bucket's read/write or read-only policy. */
  bindCompanyBucket(store: CompanyMetadataStore, options: { readOnly?: boolean } = {}): this {
    this.function.addEnvironment('COMPANY_BUCKET', store.bucket.bucketName);
    this.role.addManagedPolicy(options.readOnly ? store.readPolicy : store.readWritePolicy);
    return this;
  }

  /** The content bucket: sets CONTENT_BUCKET and attaches its read-only policy (the published self-care library). */
  bindContentBucket(store: PublishedContentStore): this {
    this.function.addEnvironment('CONTENT_BUCKET', store.bucket.bucketName);
    this.role.addManagedPolicy(store.readPolicy);
    return this;
  }

  /**
   * The Cognito user pool: sets USER_POOL_ID and USER_POOL_CLIENT_ID (what token verification and the public
   * Cognito calls need; those calls take no IAM). `adminUpdateAttributes` grants
   * `cognito-idp:AdminUpdateUserAttributes` on this pool only; `refreshTokenValidity` (the client's) sets
   * REFRESH_TOKEN_TTL_SECONDS, the lifetime of the refresh cookie.
   */
  bindUserPool(pool: IUserPool, client: IUserPoolClient, options: BindUserPoolOptions = {}): this {
    this.function.addEnvironment('USER_POOL_ID', pool.userPoolId);
    this.function.addEnvironment('USER_POOL_CLIENT_ID', client.userPoolClientId);
    if (options.refreshTokenValidity) {
      this.function.addEnvironment('REFRESH_TOKEN_TTL_SECONDS', String(options.refreshTokenValidity.toSeconds()));
    }
    // The auth group sets the onboarding attributes and, after a password reset, signs the user out
    // everywhere (Cognito keeps refresh tokens alive through a reset otherwise).
    if (options.adminUpdateAttributes) {
      pool.grant(this.role, 'cognito-idp:AdminUpdateUserAttributes', 'cognito-idp:AdminUserGlobalSignOut');
    }
    if (options.adminDeleteUser) pool.grant(this.role, 'cognito-idp:AdminDeleteUser');
    return this;
  }

  /**
   * A Secrets Manager secret the function reads at run time: sets `envName` to its ARN and grants
   * `secretsmanager:GetSecretValue` (and DescribeSecret) on it only.
   */
  bindSecret(envName: string, secret: ISecret): this {
    this.function.addEnvironment(envName, secret.secretArn);
    secret.grantRead(this.function);
    return this;
  }

  /**
   * Product mail through SES v2 templates: sets MAIL_FROM, MAIL_CONFIGURATION_SET, MAIL_TEMPLATE_PREFIX and APP_URL
   * (the site, which links in mails must point at) and grants sending as the configured identity, through this
   * configuration set, with this environment's templates only.
   */
  bindMail(mail: MailSending, options: { appUrl: string }): this {
    this.function.addEnvironment('MAIL_FROM', mail.from);
    this.function.addEnvironment('MAIL_CONFIGURATION_SET', mail.configurationSet.configurationSetName);
    this.function.addEnvironment('MAIL_TEMPLATE_PREFIX', mail.templatePrefix);
    this.function.addEnvironment('APP_URL', options.appUrl);
    // SES authorizes a templated send against every resource it involves: identity, configuration set, template.
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendTemplatedEmail'],
        resources: [...mail.identityArns, mail.configurationSetArn, ...mail.templateArns],
      }),
    );
    return this;
  }

  /**
   * The account-code mail of the Cognito custom email sender: sets CODE_KMS_KEY_ARN (the pool's custom sender key,
   * which Cognito encrypts the codes with), MAIL_FROM and MAIL_CONFIGURATION_SET; grants kms:Decrypt on that key
   * and sending simple (not templated) mail as the configured identity through the configuration set.
   */
  bindCodeMail(key: IKey, mail: MailSending): this {
    this.function.addEnvironment('CODE_KMS_KEY_ARN', key.keyArn);
    this.function.addEnvironment('MAIL_FROM', mail.from);
    this.function.addEnvironment('MAIL_CONFIGURATION_SET', mail.configurationSet.configurationSetName);
    key.grantDecrypt(this.role);
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [...mail.identityArns, mail.configurationSetArn],
      }),
    );
    return this;
  }

  /**
   * The AI coach: sets COACH_MODEL_ID and COACH_GUARDRAIL_* (none: the guided coach) and ON_CALL_TOPIC_ARN; grants
   * ConverseStream (bedrock:InvokeModelWithResponseStream) on that model only, bedrock:ApplyGuardrail on that
   * guardrail only, and publishing to the on-call topic.
   */
  bindCoach(options: { model?: CoachModelAccess | undefined; onCallTopic: ITopic }): this {
    this.bindOnCall(options.onCallTopic);
    const { model } = options;
    if (!model) return this;
    const stack = Stack.of(this);
    this.function.addEnvironment('COACH_MODEL_ID', model.modelId);
    this.function.addEnvironment('COACH_GUARDRAIL_ID', model.guardrailId);
    this.function.addEnvironment('COACH_GUARDRAIL_VERSION', model.guardrailVersion);
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['bedrock:InvokeModelWithResponseStream'],
        resources: [
          stack.formatArn({
            service: 'bedrock',
            account: '',
            resource: 'foundation-model',
            resourceName: model.modelId,
          }),
        ],
      }),
    );
    this.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['bedrock:ApplyGuardrail'], resources: [model.guardrailArn] }),
    );
    return this;
  }

  /** The crisis pathway's on-call topic: sets ON_CALL_TOPIC_ARN and grants publishing to it (risk flags, no words). */
  bindOnCall(topic: ITopic): this {
    this.function.addEnvironment('ON_CALL_TOPIC_ARN', topic.topicArn);
    topic.grantPublish(this.role);
    acknowledge(
      this,
      'AwsSolutions-IAM5[Action::kms:GenerateDataKey*]',
      "CDK's grantPublish on the on-call topic: data keys of that topic's own KMS key only (SNS encrypts with it).",
    );
    return this;
  }

  /**
   * The chat's live socket: sets CHAT_SOCKET_URL (`wss://…`, handed to pages with their ticket) and CHAT_SOCKET_ENDPOINT
   * (the stage's management endpoint) and grants execute-api:ManageConnections on posts to that stage's connections.
   */
  bindChatSocket(socket: ChatSocketAccess): this {
    this.function.addEnvironment('CHAT_SOCKET_URL', socket.stage.url);
    this.function.addEnvironment('CHAT_SOCKET_ENDPOINT', socket.stage.callbackUrl);
    const policy = new Policy(this, 'ChatSocketPolicy', {
      statements: [
        new PolicyStatement({
          actions: ['execute-api:ManageConnections'],
          resources: [
            Stack.of(this).formatArn({
              service: 'execute-api',
              resource: socket.stage.api.apiId,
              resourceName: `${socket.stage.stageName}/POST/@connections/*`,
            }),
          ],
        }),
      ],
    });
    policy.attachToRole(this.role);
    acknowledge(
      policy,
      `AwsSolutions-IAM5[Resource::${socket.connectionsFinding}]`,
      'Posting to the open connections of this one stage: API Gateway makes connection ids as pages connect.',
    );
    return this;
  }

  /** The Aurora cluster through the Data API: sets DB_* and grants Data API calls plus reading its secret. */
  bindDatabase(database: DataApiDatabase): this {
    this.function.addEnvironment('DB_CLUSTER_ARN', database.cluster.clusterArn);
    this.function.addEnvironment('DB_SECRET_ARN', database.secret.secretArn);
    this.function.addEnvironment('DB_NAME', database.databaseName);
    database.cluster.grantDataApiAccess(this.function);
    database.secret.grantRead(this.function);
    return this;
  }
}
