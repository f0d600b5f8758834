import { EXPERT_GROUP } from '@kinwell/core';
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  ClientAttributes,
  NumberAttribute,
  StringAttribute,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IConfigurationSet } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { AccountMailConfig, EnvironmentConfig } from '../config';
import { ApiFunction, type CompanyMetadataStore, type MailSending } from '../constructs/api-function';
import { acknowledge } from '../nag';

export interface AuthStackProps extends StackProps {
  readonly config: EnvironmentConfig;
  /** Read (only) by the PreSignUp trigger: the company domains and invitations that make an email eligible. */
  readonly companyMetadata: CompanyMetadataStore;
  /** The SES configuration set Cognito's mail goes through when `config.accountMail.sender` is set. */
  readonly mailConfigurationSet?: IConfigurationSet;
  /** SES sending of the account-code mail when `config.accountMail.customSender` is on (the email stack's). */
  readonly mail?: MailSending;
}

/**
 * The Cognito user pool, its PreSignUp trigger and the SPA's app client. Sign-in is by email; the onboarding
 * state lives in two custom attributes the API reads and writes. The API's auth Lambda makes the Cognito calls
 * (USER_PASSWORD_AUTH, refresh, sign-up, codes); the browser never talks to Cognito directly.
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  /** The `experts` group: the expert role in access tokens. */
  readonly expertsGroup: CfnUserPoolGroup;
  readonly spaClient: UserPoolClient;
  /** Refuses sign-ups whose email is neither on a company domain nor invited. */
  readonly preSignUp: ApiFunction;
  /** The custom email sender (when `accountMail.customSender`): Cognito's codes in our own mail, through SES. */
  readonly codeMail?: ApiFunction;
  /** The key Cognito encrypts the codes with for the custom email sender. */
  readonly codeKey?: Key;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.preSignUp = new ApiFunction(this, 'PreSignUp', {
      source: 'auth-triggers',
      description: 'Cognito PreSignUp: only emails on a company domain, or invited, may sign up',
      // Cognito gives a trigger 5 seconds before it fails the sign-up.
      timeout: Duration.seconds(5),
      logRetention: config.logRetention,
      removalPolicy: config.removalPolicy,
    }).bindCompanyBucket(props.companyMetadata, { readOnly: true });

    const customSender = this.customEmailSender(config, props.mail);
    this.codeMail = customSender?.fn;
    this.codeKey = customSender?.key;

    const { codeMessage } = config.accountMail;
    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      // A changed email takes effect only once its code is confirmed (no sign-in to an unverified address).
      keepOriginal: { email: true },
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: codeMessage.subject,
        emailBody: codeMessage.body,
      },
      email: this.mailSender(config.accountMail, props.mailConfigurationSet),
      standardAttributes: { email: { required: true, mutable: true } },
      customAttributes: {
        isOnboarded: new StringAttribute({ mutable: true }),
        onboardingStep_curr: new NumberAttribute({ mutable: true }),
      },
      // The product's rule (spec: at least 8 characters with a digit, a symbol, an upper- and a lowercase letter).
      passwordPolicy: {
        minLength: 8,
        requireDigits: true,
        requireSymbols: true,
        requireUppercase: true,
        requireLowercase: true,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      lambdaTriggers: {
        preSignUp: this.preSignUp.function,
        ...(customSender && { customEmailSender: customSender.fn.function }),
      },
      customSenderKmsKey: customSender?.key,
      deletionProtection: config.deletionProtection,
      removalPolicy: config.removalPolicy,
    });

    acknowledge(
      this.userPool,
      'AwsSolutions-COG2',
      'The product signs in with email and password only (spec); MFA is a product decision still to be made.',
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG8',
      'Threat protection needs the Plus feature plan (priced per active user); to be decided before launch.',
    );

    const { sessionTokens } = config;
    this.spaClient = this.userPool.addClient('SpaClient', {
      generateSecret: false,
      // The API's /api/auth/login calls InitiateAuth with USER_PASSWORD_AUTH and /api/token/refresh uses
      // REFRESH_TOKEN_AUTH (always allowed). No SRP, no hosted UI, so no OAuth flows or callback URLs either.
      authFlows: { userPassword: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      // RevokeToken, and GlobalSignOut at logout, invalidate refresh tokens.
      enableTokenRevocation: true,
      accessTokenValidity: sessionTokens.access,
      idTokenValidity: sessionTokens.id,
      refreshTokenValidity: sessionTokens.refresh,
      // Only the email and the mail language (`locale`, sent with SignUp so the first code mail is in it) are
      // writable with this client's tokens: the onboarding attributes are set by the API with
      // AdminUpdateUserAttributes, so a user cannot mark themselves onboarded through Cognito directly.
      writeAttributes: new ClientAttributes().withStandardAttributes({ email: true, locale: true }),
    });

    // The expert role (docs/decisions/013-expert-accounts.md): ops put experts in it (`npm run expert -- add`), and
    // Cognito writes it into their access tokens' `cognito:groups`, which the API reads. No IAM role rides on it.
    this.expertsGroup = new CfnUserPoolGroup(this, 'ExpertsGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: EXPERT_GROUP,
      description: 'Kinwell experts: the expert console, their own bookings',
    });

    new CfnOutput(this, 'UserPoolId', { description: 'Cognito user pool id', value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', {
      description: 'Cognito app client id of the SPA',
      value: this.spaClient.userPoolClientId,
    });
  }

  /**
   * The custom email sender trigger and its KMS key (rotation on): Cognito encrypts each code with the key (the key
   * policy lets the Cognito service of this account do so) and the Lambda alone may decrypt it.
   */
  private customEmailSender(config: EnvironmentConfig, mail?: MailSending): { fn: ApiFunction; key: Key } | undefined {
    if (!config.accountMail.customSender) return undefined;
    if (!mail) throw new Error('accountMail.customSender needs the SES sending of the email stack (mail)');
    const key = new Key(this, 'CodeKey', {
      description: `Kinwell ${config.name}: Cognito encrypts account codes for the custom email sender with it`,
      enableKeyRotation: true,
      removalPolicy: config.removalPolicy,
    });
    // The pool is not named here (its ARN would make a cycle: pool → key → pool); the account condition keeps
    // other accounts' pools out.
    key.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cognito-idp.amazonaws.com')],
        actions: ['kms:Encrypt'],
        resources: ['*'],
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    );
    const fn = new ApiFunction(this, 'CodeMail', {
      source: 'code-mail',
      description: "Cognito custom email sender: mails the account codes in the member's language through SES",
      logRetention: config.logRetention,
      removalPolicy: config.removalPolicy,
    }).bindCodeMail(key, mail);
    return { fn, key };
  }

  /** SES from the configured identity, or Cognito's own mail when none is configured (dev, tests). */
  private mailSender(mail: AccountMailConfig, configurationSet?: IConfigurationSet): UserPoolEmail {
    const { sender } = mail;
    if (!sender) return UserPoolEmail.withCognito();
    return UserPoolEmail.withSES({
      fromEmail: sender.fromEmail,
      fromName: sender.fromName,
      replyTo: sender.replyTo,
      sesVerifiedDomain: sender.verifiedDomain,
      sesRegion: sender.sesRegion,
      // The configuration set lives in this stack's region: only usable when SES is in the same one.
      configurationSetName: sender.sesRegion ? undefined : configurationSet?.configurationSetName,
    });
  }
}
