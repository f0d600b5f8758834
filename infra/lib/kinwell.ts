import { Tags } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from './config';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { EmailStack } from './stacks/email-stack';
import { WebStack } from './stacks/web-stack';

export interface KinwellStacksOptions {
  /** The built SPA to deploy with the web stack; omitted when the front end has not been built. */
  readonly siteAssetsPath?: string;
}

export interface KinwellStacks {
  readonly auth: AuthStack;
  readonly data: DataStack;
  readonly email: EmailStack;
  readonly api: ApiStack;
  readonly web: WebStack;
}

/** One environment's stack set, named `kinwell-<env>-<part>`. The app and the tests both build it here. */
export function createKinwellStacks(
  scope: Construct,
  config: EnvironmentConfig,
  options: KinwellStacksOptions = {},
): KinwellStacks {
  const env = config.account || config.region ? { account: config.account, region: config.region } : undefined;
  const name = (part: string) => `kinwell-${config.name}-${part}`;
  const common = { env, config };

  const data = new DataStack(scope, name('data'), { ...common, description: 'Kinwell database and buckets' });
  const email = new EmailStack(scope, name('email'), { ...common, description: 'Kinwell mail (SES)' });
  // The PreSignUp trigger reads the company bucket: auth depends on data (never the other way round).
  const auth = new AuthStack(scope, name('auth'), {
    ...common,
    description: 'Kinwell user pool',
    companyMetadata: data.companyMetadata,
    mailConfigurationSet: email.configurationSet,
  });
  const api = new ApiStack(scope, name('api'), {
    ...common,
    description: 'Kinwell HTTP API and its functions',
    userPool: auth.userPool,
    userPoolClient: auth.spaClient,
    companyMetadata: data.companyMetadata,
    database: data.database,
  });
  const web = new WebStack(scope, name('web'), {
    ...common,
    description: 'Kinwell web app (CloudFront)',
    httpApi: api.httpApi,
    accessLogsBucket: data.accessLogsBucket,
    siteAssetsPath: options.siteAssetsPath,
  });

  for (const stack of [auth, data, email, api, web]) {
    Tags.of(stack).add('project', 'kinwell');
    Tags.of(stack).add('environment', config.name);
  }
  return { auth, data, email, api, web };
}
