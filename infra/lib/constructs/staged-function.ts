import type { RemovalPolicy } from 'aws-cdk-lib';
import { type ILogGroup, LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { ApiFunction, type ApiFunctionProps } from './api-function';

/** An API Gateway stage's steady rate and burst of requests per second (the environment's `apiThrottle`). */
export interface StageThrottle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/** What an endpoint with its own Lambda and API Gateway stage takes from its environment. */
export interface StagedFunctionProps {
  readonly logRetention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
  readonly throttle: StageThrottle;
}

/**
 * An endpoint served by one Lambda (`Handler`) through a stage of its own, access-logged and throttled: the chat's
 * WebSocket (ChatSocket) and the coach's streamed route (CoachStream). The stage itself is the subclass's, since
 * WebSocket and REST stages are different constructs; both log and throttle as `props` say.
 */
export abstract class StagedFunction extends Construct {
  readonly handler: ApiFunction;
  protected readonly throttle: StageThrottle;
  private readonly logs: Pick<StagedFunctionProps, 'logRetention' | 'removalPolicy'>;

  protected constructor(
    scope: Construct,
    id: string,
    props: StagedFunctionProps,
    handler: Omit<ApiFunctionProps, 'logRetention' | 'removalPolicy'>,
  ) {
    super(scope, id);
    this.throttle = props.throttle;
    this.logs = { logRetention: props.logRetention, removalPolicy: props.removalPolicy };
    this.handler = new ApiFunction(this, 'Handler', { ...handler, ...this.logs });
  }

  /** Where the stage writes one JSON line per request: `shared` when given, else a group of its own (`AccessLogs`). */
  protected accessLogGroup(shared?: ILogGroup): ILogGroup {
    return (
      shared ??
      new LogGroup(this, 'AccessLogs', { retention: this.logs.logRetention, removalPolicy: this.logs.removalPolicy })
    );
  }
}
