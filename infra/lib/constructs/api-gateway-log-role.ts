import { RemovalPolicy } from 'aws-cdk-lib';
import { CfnAccount } from 'aws-cdk-lib/aws-apigateway';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';

/**
 * API Gateway's account setting for this region: the role it writes REST and WebSocket stages' logs with. HTTP API
 * stages log without it; a REST stage with access logs fails to deploy until it is set. Kept when the stack goes
 * (it is the account's, and other APIs of the account may rely on it), as CDK's own RestApi does.
 */
export class ApiGatewayLogRole extends Construct {
  readonly account: CfnAccount;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
      description: 'API Gateway writes stage logs to CloudWatch Logs (the account setting)',
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs')],
    });
    role.applyRemovalPolicy(RemovalPolicy.RETAIN);
    acknowledge(
      role,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      "API Gateway's account-wide logging role: it writes the log groups each stage names, which AWS's policy covers.",
    );
    this.account = new CfnAccount(this, 'Account', { cloudWatchRoleArn: role.roleArn });
    this.account.applyRemovalPolicy(RemovalPolicy.RETAIN);
  }
}
