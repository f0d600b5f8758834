import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { type ITopic, Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import type { EnvironmentConfig } from '../config';
import type { ApiFunction } from '../constructs/api-function';

export interface MonitoringStackProps extends StackProps {
  readonly config: EnvironmentConfig;
  readonly httpApi: IHttpApi;
  /** Every Kinwell Lambda, by a readable name (`api-auth`, `pre-sign-up`, …): each gets an errors alarm. */
  readonly functions: Readonly<Record<string, ApiFunction>>;
  /** The coach's on-call topic: any message on it (a risk flag) raises an alarm too. */
  readonly onCallTopic?: ITopic;
}

const PERIOD = Duration.minutes(5);
/** Below this many requests in a period, a 5xx rate says little (one failure of two requests is 50 %). */
const MIN_REQUESTS = 20;

/**
 * CloudWatch alarms of one environment and where they notify: the HTTP API's 5xx rate and every Lambda's errors,
 * to an SNS topic (this stack's, encrypted, or an existing one from the config), optionally mailed to an address.
 */
export class MonitoringStack extends Stack {
  readonly topic: ITopic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.topic = config.alarms.topicArn
      ? Topic.fromTopicArn(this, 'AlarmTopic', config.alarms.topicArn)
      : this.createTopic(config);
    if (config.alarms.email) this.topic.addSubscription(new EmailSubscription(config.alarms.email));
    const action = new SnsAction(this.topic);

    const api5xxRate = new MathExpression({
      label: '5xx rate',
      expression: `IF(requests >= ${MIN_REQUESTS}, errors / requests, 0)`,
      usingMetrics: {
        errors: props.httpApi.metricServerError({ period: PERIOD, statistic: 'Sum' }),
        requests: props.httpApi.metricCount({ period: PERIOD, statistic: 'Sum' }),
      },
      period: PERIOD,
    });
    this.alarms.push(
      new Alarm(this, 'Api5xxRate', {
        alarmDescription: `Kinwell ${config.name}: more than ${config.alarms.api5xxRate * 100} % of API requests answered 5xx (periods of ≥ ${MIN_REQUESTS} requests)`,
        metric: api5xxRate,
        threshold: config.alarms.api5xxRate,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 2,
        datapointsToAlarm: 2,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );

    for (const [name, fn] of Object.entries(props.functions)) {
      this.alarms.push(
        new Alarm(this, `Errors-${name}`, {
          alarmDescription: `Kinwell ${config.name}: the ${name} Lambda failed (uncaught error, timeout or crash)`,
          metric: fn.function.metricErrors({ period: PERIOD, statistic: 'Sum' }),
          threshold: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }
    if (props.onCallTopic) {
      this.alarms.push(
        new Alarm(this, 'CoachRiskFlags', {
          alarmDescription: `Kinwell ${config.name}: the coach raised a risk flag (a member was shown the crisis card); see the on-call topic`,
          metric: props.onCallTopic.metricNumberOfMessagesPublished({ period: PERIOD, statistic: 'Sum' }),
          threshold: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }
    for (const alarm of this.alarms) {
      alarm.addAlarmAction(action);
      alarm.addOkAction(action);
    }
  }

  /** An SNS topic encrypted with its own key, which CloudWatch may use to publish (an AWS-managed key would not). */
  private createTopic(config: EnvironmentConfig): Topic {
    const key = new Key(this, 'AlarmTopicKey', {
      description: `Kinwell ${config.name} alarm topic encryption`,
      enableKeyRotation: true,
      removalPolicy: config.removalPolicy,
    });
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    return new Topic(this, 'AlarmTopic', {
      displayName: `Kinwell ${config.name} alarms`,
      masterKey: key,
      enforceSSL: true,
    });
  }
}
