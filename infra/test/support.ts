import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type CfnElement, Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { type EnvironmentName, environmentConfig } from '../lib/config';
import { createKinwellStacks, type KinwellStacks, type KinwellStacksOptions } from '../lib/kinwell';

/** An App with the same context (feature flags) as `cdk synth`, read from cdk.json. */
export function createTestApp(): App {
  const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8'));
  return new App({ context: cdkJson.context });
}

export interface TestStackSet {
  readonly app: App;
  readonly stacks: KinwellStacks;
  readonly templates: { readonly [K in keyof KinwellStacks]: Template };
}

/** One environment's stack set, synthesized once (bundling included), optionally under cdk-nag. */
export function synthStackSet(
  envName: EnvironmentName,
  options: KinwellStacksOptions & { nag?: boolean; extend?: (app: App, stacks: KinwellStacks) => void } = {},
): TestStackSet {
  const app = createTestApp();
  const stacks = createKinwellStacks(app, environmentConfig(envName), options);
  options.extend?.(app, stacks);
  if (options.nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  app.synth();
  const templates = {
    auth: Template.fromStack(stacks.auth),
    data: Template.fromStack(stacks.data),
    email: Template.fromStack(stacks.email),
    api: Template.fromStack(stacks.api),
    web: Template.fromStack(stacks.web),
  };
  return { app, stacks, templates };
}

/** The logical id a construct's CloudFormation resource gets in its stack's template. */
export function logicalId(construct: IConstruct): string {
  const element = (construct.node.defaultChild ?? construct) as CfnElement;
  return Stack.of(element).resolve(element.logicalId);
}

/** A throwaway stand-in for frontend/dist, so the BucketDeployment path is exercised without a front-end build. */
export function fakeSiteBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kinwell-site-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Kinwell</title>');
  return dir;
}

export interface ResourceJson {
  readonly Type: string;
  readonly Properties: Record<string, unknown>;
  readonly DependsOn?: string[];
  readonly DeletionPolicy?: string;
}

export function resourcesOf(template: Template): Record<string, ResourceJson> {
  return template.toJSON().Resources;
}

/** The environment variables of a Lambda function construct in its stack's template. */
export function functionEnv(template: Template, fn: IConstruct): Record<string, unknown> {
  const environment = resourcesOf(template)[logicalId(fn)]?.Properties.Environment as
    | { Variables: Record<string, unknown> }
    | undefined;
  return environment?.Variables ?? {};
}
