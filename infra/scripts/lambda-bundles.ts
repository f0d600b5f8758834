import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One Kinwell Lambda bundle (a NodejsFunction's `index.js`, CommonJS) in a synthesized cloud assembly. */
export interface LambdaBundle {
  readonly stack: string;
  /** The function's construct path, e.g. `kinwell-dev-api/Auth/Function/Resource`. */
  readonly constructPath: string;
  readonly logicalId: string;
  /** Absolute path of the bundle's index.js. */
  readonly file: string;
  readonly bytes: number;
  readonly gzipBytes: number;
  /** The function's environment as the template has it (strings, or CloudFormation intrinsics). */
  readonly environment: Readonly<Record<string, unknown>>;
}

interface TemplateResource {
  Type: string;
  Properties?: { Code?: { S3Key?: unknown }; Environment?: { Variables?: Record<string, unknown> } };
  Metadata?: Record<string, string>;
}

/**
 * The template files of the stacks of the last synth (the manifest's; an earlier synth of another environment
 * leaves its templates beside them).
 */
function stackTemplates(assemblyDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(assemblyDir, 'manifest.json'), 'utf8')) as {
    artifacts?: Record<string, { type: string; properties?: { templateFile?: string } }>;
  };
  return Object.values(manifest.artifacts ?? {})
    .filter((artifact) => artifact.type === 'aws:cloudformation:stack' && artifact.properties?.templateFile)
    .map((artifact) => artifact.properties?.templateFile as string)
    .sort();
}

/**
 * Every Lambda of the assembly in `assemblyDir` (e.g. cdk.out) whose code asset is a bundle of our recipe: `index.js`
 * with its source map `index.js.map`. CDK's own handlers (bucket deployment, auto-delete, custom resource provider)
 * ship other files or an `index.js` without a map, and are skipped.
 */
export function lambdaBundles(assemblyDir: string): LambdaBundle[] {
  const bundles: LambdaBundle[] = [];
  for (const name of stackTemplates(assemblyDir)) {
    const template = JSON.parse(readFileSync(join(assemblyDir, name), 'utf8')) as {
      Resources?: Record<string, TemplateResource>;
    };
    for (const [logicalId, resource] of Object.entries(template.Resources ?? {})) {
      if (resource.Type !== 'AWS::Lambda::Function') continue;
      // The CLI records the asset folder in metadata; an App synthesized in a test does not, but the code's S3
      // key is the asset hash either way (`<hash>.zip` → asset.<hash>).
      const key = resource.Properties?.Code?.S3Key;
      const assetPath =
        resource.Metadata?.['aws:asset:path'] ??
        (typeof key === 'string' && key.endsWith('.zip') ? `asset.${key.slice(0, -'.zip'.length)}` : undefined);
      if (!assetPath) continue;
      const file = join(assemblyDir, assetPath, 'index.js');
      if (!existsSync(file) || !existsSync(`${file}.map`)) continue;
      bundles.push({
        stack: name.replace(/\.template\.json$/, ''),
        constructPath: resource.Metadata?.['aws:cdk:path'] ?? logicalId,
        logicalId,
        file,
        bytes: statSync(file).size,
        gzipBytes: gzipSync(readFileSync(file)).length,
        environment: resource.Properties?.Environment?.Variables ?? {},
      });
    }
  }
  return bundles;
}
