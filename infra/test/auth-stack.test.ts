import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { ConfigurationSet } from 'aws-cdk-lib/aws-ses';
import { beforeAll, describe, expect, it } from 'vitest';
import { environmentConfig } from '../lib/config';
import { AuthStack } from '../lib/stacks/auth-stack';
import {
  actionsOf,
  createTestApp,
  crossStackValue,
  functionEnv,
  logicalId,
  plainStackSet,
  resourcesOf,
  roleStatements,
  type TestStackSet,
} from './support';

let set: TestStackSet;

beforeAll(() => {
  set = plainStackSet('dev');
});

function userPool() {
  return set.templates.auth.toJSON().Resources[logicalId(set.stacks.auth.userPool)].Properties;
}

function spaClient() {
  return set.templates.auth.toJSON().Resources[logicalId(set.stacks.auth.spaClient)].Properties;
}

describe('AuthStack', () => {
  it('signs in by email (case-insensitive), lets visitors sign up and verifies their email', () => {
    expect(userPool()).toMatchObject({
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });

  it('has the experts group (the expert role in access tokens), with no IAM role on it', () => {
    set.templates.auth.resourceCountIs('AWS::Cognito::UserPoolGroup', 1);
    set.templates.auth.hasResourceProperties('AWS::Cognito::UserPoolGroup', {
      GroupName: 'experts',
      UserPoolId: { Ref: logicalId(set.stacks.auth.userPool) },
      RoleArn: Match.absent(),
    });
  });

  it('has the onboarding custom attributes', () => {
    expect(userPool().Schema).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Name: 'isOnboarded', AttributeDataType: 'String', Mutable: true }),
        expect.objectContaining({ Name: 'onboardingStep_curr', AttributeDataType: 'Number', Mutable: true }),
      ]),
    );
  });

  it("enforces the spec's password policy", () => {
    expect(userPool().Policies.PasswordPolicy).toMatchObject({
      MinimumLength: 8,
      RequireNumbers: true,
      RequireSymbols: true,
      RequireUppercase: true,
      RequireLowercase: true,
    });
  });

  it('mails a code with a readable message, through Cognito when no SES sender is configured', () => {
    expect(userPool()).toMatchObject({
      EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' },
      VerificationMessageTemplate: {
        DefaultEmailOption: 'CONFIRM_WITH_CODE',
        EmailSubject: environmentConfig('dev').accountMail.codeMessage.subject,
        EmailMessage: expect.stringContaining('{####}'),
      },
    });
  });

  it('gives the SPA a public client: USER_PASSWORD_AUTH and refresh, no user existence errors, revocable', () => {
    const { sessionTokens } = environmentConfig('dev');
    expect(spaClient()).toMatchObject({
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      AllowedOAuthFlowsUserPoolClient: false,
      AccessTokenValidity: sessionTokens.access.toMinutes(),
      IdTokenValidity: sessionTokens.id.toMinutes(),
      RefreshTokenValidity: sessionTokens.refresh.toMinutes(),
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
    });
    expect(spaClient().CallbackURLs).toBeUndefined();
    // Users cannot write their own onboarding flags; the API sets them with the admin call.
    expect([...spaClient().WriteAttributes].sort()).toEqual(['email', 'locale']);
  });

  it('runs the PreSignUp trigger, which Cognito (this pool only) may invoke', () => {
    const trigger = set.stacks.auth.preSignUp.function;
    expect(userPool().LambdaConfig).toEqual({ PreSignUp: { 'Fn::GetAtt': [logicalId(trigger), 'Arn'] } });
    set.templates.auth.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [logicalId(trigger), 'Arn'] },
      Principal: 'cognito-idp.amazonaws.com',
      SourceArn: { 'Fn::GetAtt': [logicalId(set.stacks.auth.userPool), 'Arn'] },
    });
    const fn = set.templates.auth.toJSON().Resources[logicalId(trigger)].Properties;
    expect(fn).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Timeout: 5 });
  });

  it('lets the trigger read the company bucket, and nothing more', () => {
    const { preSignUp } = set.stacks.auth;
    const env = functionEnv(set.templates.auth, preSignUp.function);
    expect(Object.keys(env).sort()).toEqual([
      'COMPANY_BUCKET',
      'POWERTOOLS_METRICS_NAMESPACE',
      'POWERTOOLS_SERVICE_NAME',
    ]);
    expect(crossStackValue(set, env.COMPANY_BUCKET)).toEqual({
      Ref: logicalId(set.stacks.data.companyMetadata.bucket),
    });

    const statements = roleStatements(set, set.templates.auth, preSignUp.role);
    const s3Statements = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('s3:')));
    expect(s3Statements.flatMap(actionsOf).sort()).toEqual(['s3:GetObject', 's3:ListBucket']);
    const bucketArn = { 'Fn::GetAtt': [logicalId(set.stacks.data.companyMetadata.bucket), 'Arn'] };
    for (const statement of s3Statements)
      expect(JSON.stringify(statement.Resource)).toContain(JSON.stringify(bucketArn));
    // Apart from S3 reads, only its own log group.
    const others = statements.filter((s) => !s3Statements.includes(s));
    expect(others.flatMap(actionsOf).sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
    const managed = resourcesOf(set.templates.auth)[logicalId(preSignUp.role)]?.Properties.ManagedPolicyArns;
    expect(managed).toHaveLength(1);
  });

  it('sends through SES, with the configuration set, when a sender is configured', () => {
    const app = createTestApp();
    const env = { region: 'eu-west-1' };
    const fixtures = new Stack(app, 'fixtures', { env });
    const bucket = new Bucket(fixtures, 'Bucket');
    const policy = () => new PolicyStatement({ actions: ['s3:GetObject'], resources: [bucket.arnForObjects('*')] });
    const companyMetadata = {
      bucket,
      readPolicy: new ManagedPolicy(fixtures, 'Read', { statements: [policy()] }),
      readWritePolicy: new ManagedPolicy(fixtures, 'ReadWrite', { statements: [policy()] }),
    };
    const dev = environmentConfig('dev');
    const auth = new AuthStack(app, 'auth-with-ses', {
      env,
      config: {
        ...dev,
        accountMail: { ...dev.accountMail, sender: { fromEmail: 'hello@kinwell.example', fromName: 'Kinwell' } },
      },
      companyMetadata,
      mailConfigurationSet: new ConfigurationSet(fixtures, 'Mail'),
    });
    const pool = Template.fromStack(auth).toJSON().Resources[logicalId(auth.userPool)].Properties;
    expect(pool.EmailConfiguration).toMatchObject({
      EmailSendingAccount: 'DEVELOPER',
      From: 'Kinwell <hello@kinwell.example>',
      ConfigurationSet: expect.anything(),
    });
    // arn:<partition>:ses:eu-west-1:<account>:identity/hello@kinwell.example
    const sourceArn = JSON.stringify(pool.EmailConfiguration.SourceArn);
    expect(sourceArn).toContain(':ses:eu-west-1:');
    expect(sourceArn).toContain(':identity/hello@kinwell.example');
    expect(pool.VerificationMessageTemplate.EmailMessage).toContain('{####}');
  });
});
