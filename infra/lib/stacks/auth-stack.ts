import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  NumberAttribute,
  StringAttribute,
  UserPool,
  type UserPoolClient,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from '../config';
import { acknowledge } from '../nag';

export interface AuthStackProps extends StackProps {
  readonly config: EnvironmentConfig;
}

/**
 * The Cognito user pool and the SPA's app client. Sign-in is by email; the onboarding state lives in two
 * custom attributes the API reads and writes. Mail customization (SES, templates) comes with the email work.
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly spaClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      userVerification: { emailStyle: VerificationEmailStyle.CODE },
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

    this.spaClient = this.userPool.addClient('SpaClient', {
      generateSecret: false,
      // The API's /api/auth/login calls InitiateAuth with USER_PASSWORD_AUTH; REFRESH_TOKEN_AUTH is always added.
      authFlows: { userPassword: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
    });
  }
}
