import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type CfnElement, Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { type EnvironmentName, environmentConfig } from '../lib/config';
import { createKinwellStacks, type KinwellStacks, type KinwellStacksOptions } from '../lib/kinwell';

export interface TestAppOptions {
  /**
   * Bundle the Lambdas with esbuild (several seconds per synth). Off, the functions' code is an unbundled
   * placeholder asset: enough for template tests; bundles.test.ts turns it on. @default false
   */
  readonly bundle?: boolean;
  /** Run CDK's built-in CloudFormation validator, as `cdk synth` does (+4-9 s). @default false */
  readonly validate?: boolean;
  /**
   * Record each asset's folder in its resource's metadata (`aws:asset:path`), as the CDK CLI does and as `sam local`
   * reads it. @default false
   */
  readonly assetMetadata?: boolean;
}

/** An App with the same context (feature flags) as `cdk synth`, read from cdk.json. */
export function createTestApp(options: TestAppOptions = {}): App {
  const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8'));
  return new App({
    context: {
      ...cdkJson.context,
      ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
      ...(options.assetMetadata ? { 'aws:cdk:enable-asset-metadata': true } : {}),
    },
    builtinCloudFormationValidation: options.validate ?? false,
  });
}

export interface TestStackSet {
  readonly app: App;
  readonly stacks: KinwellStacks;
  readonly templates: { readonly [K in keyof KinwellStacks]: Template };
}

/** One environment's stack set, synthesized once (bundling included), optionally under cdk-nag. */
export function synthStackSet(
  envName: EnvironmentName,
  options: KinwellStacksOptions &
    TestAppOptions & { nag?: boolean; extend?: (app: App, stacks: KinwellStacks) => void } = {},
): TestStackSet {
  const app = createTestApp(options);
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
    monitoring: Template.fromStack(stacks.monitoring),
    edge: Template.fromStack(stacks.edge),
  };
  return { app, stacks, templates };
}

const plainSets = new Map<EnvironmentName, TestStackSet>();

/**
 * One environment's plain stack set (no bundling, validator, cdk-nag, site build or added constructs), synthesized
 * once per test worker and shared by every file that only reads it: the files share a worker (vitest.config.ts,
 * `isolate: false`), so its module state outlives a file. Read it, never add to it; a file that needs options or
 * constructs of its own calls synthStackSet.
 */
export function plainStackSet(envName: EnvironmentName): TestStackSet {
  let set = plainSets.get(envName);
  if (!set) {
    set = synthStackSet(envName);
    plainSets.set(envName, set);
  }
  return set;
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

type StackOutputRef = { 'Fn::GetStackOutput': { StackName: string; OutputName: string } };

/**
 * Follows a weak cross-stack reference (`Fn::GetStackOutput`, what cdk.json's reference strength produces) to the
 * value its producer stack publishes; any other value comes back unchanged.
 */
export function crossStackValue(set: TestStackSet, value: unknown): unknown {
  const ref = (value as Partial<StackOutputRef> | undefined)?.['Fn::GetStackOutput'];
  if (!ref) return value;
  const part = (Object.keys(set.stacks) as (keyof KinwellStacks)[]).find(
    (key) => set.stacks[key].stackName === ref.StackName,
  );
  if (!part) throw new Error(`No stack ${ref.StackName} in this set`);
  return set.templates[part].toJSON().Outputs?.[ref.OutputName]?.Value;
}

export interface PolicyStatementJson {
  readonly Effect: string;
  readonly Action: string | string[];
  readonly Resource: unknown;
}

/** Every statement an IAM role of `template` gets: its inline policies and its managed policies, across stacks. */
export function roleStatements(set: TestStackSet, template: Template, role: IConstruct): PolicyStatementJson[] {
  const roleId = logicalId(role);
  const resources = resourcesOf(template);
  const statementsOf = (policy: ResourceJson | undefined) =>
    (policy?.Properties.PolicyDocument as { Statement: PolicyStatementJson[] } | undefined)?.Statement ?? [];

  const inline = Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy')
    .filter((r) => (r.Properties.Roles as { Ref?: string }[]).some((ref) => ref.Ref === roleId))
    .flatMap(statementsOf);

  const managed = ((resources[roleId]?.Properties.ManagedPolicyArns as unknown[] | undefined) ?? []).flatMap((arn) => {
    const target = crossStackValue(set, arn) as { Ref?: string };
    const policy = Object.values(set.templates)
      .map((t) => resourcesOf(t)[target.Ref ?? ''])
      .find((r) => r?.Type === 'AWS::IAM::ManagedPolicy');
    if (!policy) throw new Error(`Managed policy ${JSON.stringify(arn)} not found in the set`);
    return statementsOf(policy);
  });
  return [...inline, ...managed];
}

/** A statement's actions as a list. */
export function actionsOf(statement: PolicyStatementJson): string[] {
  return Array.isArray(statement.Action) ? statement.Action : [statement.Action];
}
