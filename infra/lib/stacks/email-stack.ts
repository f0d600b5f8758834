import { Stack, type StackProps } from 'aws-cdk-lib';
import { ConfigurationSet, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from '../config';

export interface EmailStackProps extends StackProps {
  readonly config: EnvironmentConfig;
}

/**
 * SES (v2) for the product's mail. A placeholder for now: the configuration set the senders will use. The
 * templates (rendered from packages/email-templates) and the sending identity come later.
 */
export class EmailStack extends Stack {
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string, props: EmailStackProps) {
    super(scope, id, props);

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
  }
}
