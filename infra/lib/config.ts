import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

export const environmentNames = ['dev', 'staging', 'prod'] as const;
export type EnvironmentName = (typeof environmentNames)[number];

/** Everything that differs between the dev, staging and prod stack sets. Read only by bin/app.ts. */
export interface EnvironmentConfig {
  readonly name: EnvironmentName;
  /**
   * Where to deploy. Leave both unset to synthesize env-agnostic stacks (offline, no lookups); the CLI's
   * credentials then pick the account and region at deploy time.
   */
  readonly account?: string;
  readonly region?: string;
  /** What happens to stateful resources (database, buckets, user pool) when the stack deletes them. */
  readonly removalPolicy: RemovalPolicy;
  /** Whether stateful resources refuse deletion outright (user pool, database cluster). */
  readonly deletionProtection: boolean;
  /** How long Lambda, API access and database logs are kept. */
  readonly logRetention: RetentionDays;
  /** Automated database backups. */
  readonly backupRetention: Duration;
  /** Aurora Serverless v2 capacity range in ACUs; a minimum of 0 lets the cluster pause when idle. */
  readonly databaseCapacity: { readonly min: number; readonly max: number };
  /** Steady-state requests per second and burst for the whole HTTP API stage. */
  readonly apiThrottle: { readonly rateLimit: number; readonly burstLimit: number };
}

const configs: Record<EnvironmentName, EnvironmentConfig> = {
  dev: {
    name: 'dev',
    removalPolicy: RemovalPolicy.DESTROY,
    deletionProtection: false,
    logRetention: RetentionDays.ONE_WEEK,
    backupRetention: Duration.days(1),
    databaseCapacity: { min: 0, max: 2 },
    apiThrottle: { rateLimit: 20, burstLimit: 40 },
  },
  staging: {
    name: 'staging',
    removalPolicy: RemovalPolicy.DESTROY,
    deletionProtection: false,
    logRetention: RetentionDays.ONE_MONTH,
    backupRetention: Duration.days(3),
    databaseCapacity: { min: 0, max: 4 },
    apiThrottle: { rateLimit: 50, burstLimit: 100 },
  },
  prod: {
    name: 'prod',
    removalPolicy: RemovalPolicy.RETAIN,
    deletionProtection: true,
    logRetention: RetentionDays.SIX_MONTHS,
    backupRetention: Duration.days(14),
    databaseCapacity: { min: 0.5, max: 16 },
    apiThrottle: { rateLimit: 200, burstLimit: 400 },
  },
};

export function isEnvironmentName(value: unknown): value is EnvironmentName {
  return typeof value === 'string' && (environmentNames as readonly string[]).includes(value);
}

export function environmentConfig(name: EnvironmentName): EnvironmentConfig {
  return configs[name];
}
