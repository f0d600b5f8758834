import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type IWebSocketApi,
  LogGroupLogDestination,
  WebSocketRoute,
  WebSocketStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Construct } from 'constructs';
import { acknowledge } from '../nag';
import type { ChatSocketAccess, DataApiDatabase } from './api-function';
import { StagedFunction, type StagedFunctionProps } from './staged-function';

export interface ChatSocketProps extends StagedFunctionProps {
  /** The WebSocket API (the web stack's: the site's CSP names its origin), imported by its id's export. */
  readonly api: IWebSocketApi;
  /** That export's name: the chat Lambda's IAM finding names it. */
  readonly apiIdExport: string;
  readonly database: DataApiDatabase;
}

/** One JSON line per socket event (connect, disconnect, ping). */
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    routeKey: '$context.routeKey',
    eventType: '$context.eventType',
    connectionId: '$context.connectionId',
    status: '$context.status',
    integrationError: '$context.integrationErrorMessage',
  }),
);

/**
 * The chat's live socket in AWS (docs/decisions/016-expert-chat.md): the routes, stage and Lambda of the WebSocket
 * API. `$connect` burns the page's ticket and records its connection, `$disconnect` forgets it, `$default` answers a
 * ping; the chat Lambda pushes through the stage's management endpoint (`access`, for ApiFunction.bindChatSocket).
 */
export class ChatSocket extends StagedFunction {
  readonly stage: WebSocketStage;
  readonly access: ChatSocketAccess;

  constructor(scope: Construct, id: string, props: ChatSocketProps) {
    // The socket Lambda (functions/src/chat-socket): tickets and connection records in the database.
    super(scope, id, props, {
      source: 'chat-socket',
      description: 'Chat socket: opens a socket with its ticket, records and forgets connections, answers pings',
    });
    this.handler.bindDatabase(props.database);

    const integration = new WebSocketLambdaIntegration('Integration', this.handler.function);
    for (const routeKey of ['$connect', '$disconnect', '$default']) {
      const route = new WebSocketRoute(
        this,
        `Route${routeKey.replace('$', '').replace(/^./, (c) => c.toUpperCase())}`,
        {
          webSocketApi: props.api,
          routeKey,
          integration,
          // The ping's answer goes back to the page.
          returnResponse: routeKey === '$default',
        },
      );
      acknowledge(
        route,
        'AwsSolutions-APIG4',
        'Browsers cannot send headers on a WebSocket: $connect checks a single-use ticket (a minute, issued to a ' +
          'signed-in caller by POST /api/chat/socket-ticket) in the Lambda and refuses the socket without one.',
      );
    }

    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: props.api,
      stageName: 'live',
      autoDeploy: true,
      throttle: this.throttle,
      accessLogSettings: { destination: new LogGroupLogDestination(this.accessLogGroup()), format: accessLogFormat },
    });
    this.access = {
      stage: this.stage,
      // How cdk-nag writes the posts' resource: the imported id (Fn::ImportValue) as our own export's name.
      connectionsFinding: `arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:${props.apiIdExport}/${this.stage.stageName}/POST/@connections/*`,
    };
  }
}
