import { type CfnResource, Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * Records why a cdk-nag (AwsSolutions) finding is accepted on a construct and everything below it. Findings
 * that name a resource take the form `RuleId[Finding]`, e.g. `AwsSolutions-IAM5[Resource::<Bucket1234.Arn>/*]`.
 */
export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

/** How cdk-nag writes a same-stack `Fn::GetAtt [X, Arn]` inside a finding id: `<X.Arn>`. */
export function nagArn(resource: CfnResource): string {
  return `<${Stack.of(resource).resolve(resource.logicalId)}.Arn>`;
}
