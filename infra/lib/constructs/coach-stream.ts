import { coachRoutes } from '@kinwell/contracts';
import { Duration } from 'aws-cdk-lib';
import {
  type AccessLogFormat,
  Deployment,
  LambdaIntegration,
  LogGroupLogDestination,
  type Method,
  ResponseTransferMode,
  RestApi,
  Stage,
} from 'aws-cdk-lib/aws-apigateway';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { acknowledge } from '../nag';
import type { ApiFunction } from './api-function';
import { StagedFunction, type StagedFunctionProps } from './staged-function';

export interface CoachStreamProps extends StagedFunctionProps {
  /** The streaming REST API (the web stack's: CloudFront's origin), by id and root resource id. */
  readonly api: { readonly restApiId: string; readonly rootResourceId: string };
  /** The stage CloudFront's origin path names. */
  readonly stageName: string;
  /** Where the stage writes one JSON line per request, and in which format. */
  readonly accessLogs: { readonly group: ILogGroup; readonly format: AccessLogFormat };
  /** Gives the function the coach group's env and grants (the api stack's wiring of the `coach` group). */
  readonly bind: (fn: ApiFunction) => void;
}

/**
 * The longest a coach answer may stream: the model's answer to one message, well under the 15 minutes REST APIs
 * allow a stream. The Lambda stops the model a second before, so the stream ends with its last piece, not cut.
 */
const STREAM_TIMEOUT = Duration.seconds(90);

/**
 * POST /api/coach/messages in AWS, streamed (docs/decisions/015-ai-coach.md): API Gateway HTTP APIs send whole
 * bodies only, REST APIs stream a Lambda proxy answer (response transfer mode STREAM). A second Lambda of the coach's
 * code (functions/src/coach/stream-handler.ts, written with the runtime's streamifyResponse) behind one method of the
 * web stack's REST API, with its deployment and stage; the coach's other routes stay on the HTTP API.
 */
export class CoachStream extends StagedFunction {
  readonly method: Method;
  readonly stage: Stage;

  constructor(scope: Construct, id: string, props: CoachStreamProps) {
    super(scope, id, props, {
      source: 'coach',
      entryFile: 'stream-handler.ts',
      description: 'Coach messages, streamed: the AI coach’s (or the guide’s) answer as it is written',
      timeout: STREAM_TIMEOUT,
    });
    props.bind(this.handler);

    const route = coachRoutes.sendCoachMessage;
    const api = RestApi.fromRestApiAttributes(this, 'Api', props.api);
    this.method = api.root.resourceForPath(route.path).addMethod(
      route.method,
      new LambdaIntegration(this.handler.function, {
        responseTransferMode: ResponseTransferMode.STREAM,
        timeout: STREAM_TIMEOUT,
        allowTestInvoke: false,
      }),
    );
    acknowledge(
      this.method,
      'AwsSolutions-APIG4',
      'A session route (auth: session in @kinwell/contracts): it accepts the HttpOnly session cookie, which an ' +
        'authorizer cannot read; the handler verifies the access token (signature, expiry, issuer, client) itself.',
    );
    acknowledge(
      this.method,
      'AwsSolutions-COG4',
      'The handler verifies the Cognito access token itself (aws-jwt-verify), as the HTTP API session routes do.',
    );

    const deployment = new Deployment(this, 'Deployment', {
      api,
      description: 'The streamed coach route',
    });
    deployment.node.addDependency(this.method);
    // A new deployment (logical id) whenever what is deployed changes.
    deployment.addToLogicalId({
      method: route.method,
      path: route.path,
      mode: 'STREAM',
      timeoutSeconds: STREAM_TIMEOUT.toSeconds(),
    });
    this.stage = new Stage(this, 'Stage', {
      deployment,
      stageName: props.stageName,
      accessLogDestination: new LogGroupLogDestination(this.accessLogGroup(props.accessLogs.group)),
      accessLogFormat: props.accessLogs.format,
      throttlingRateLimit: this.throttle.rateLimit,
      throttlingBurstLimit: this.throttle.burstLimit,
    });
    acknowledge(
      this.stage,
      'AwsSolutions-APIG3',
      'The WAF web ACL is on CloudFront, in front of this stage; requests without the origin secret CloudFront adds ' +
        'are refused by the Lambda.',
    );
    acknowledge(
      this.stage,
      'AwsSolutions-APIG6',
      'Access logs record every request (JSON); execution logs need an account-wide API Gateway CloudWatch role, ' +
        'and the Lambda logs each failure with its request id.',
    );
  }
}
