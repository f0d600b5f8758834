// The CDK app: the only place that reads context and the environment. `cdk synth -c env=prod` selects the
// stack set; without a configured account the stacks stay env-agnostic, so synth works offline.
import { existsSync } from 'node:fs';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { environmentConfig, environmentNames, isEnvironmentName } from '../lib/config';
import { createKinwellStacks } from '../lib/kinwell';
import { frontendDist } from '../lib/paths';

const app = new App();

const envName = app.node.tryGetContext('env') ?? 'dev';
if (!isEnvironmentName(envName)) {
  throw new Error(`Unknown environment "${envName}": use -c env=${environmentNames.join('|')}`);
}

createKinwellStacks(app, environmentConfig(envName), {
  siteAssetsPath: existsSync(frontendDist) ? frontendDist : undefined,
});

// cdk-nag (AWS Solutions pack) runs as a validation plugin during synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

app.synth();
