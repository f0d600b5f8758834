// Lambda entry of the coach's streaming route (POST /api/coach/messages behind the REST API, response streaming).
import { coachDeps } from '../runtime/aws/coach';
import { behindCloudFront } from '../runtime/aws/origin-check';
import { streamingLambda } from '../runtime/aws/streaming-lambda';
import { lambdaTelemetry } from '../runtime/aws/telemetry';
import { createCoachHandler } from './app';

/**
 * The same coach group as handler.ts, written as it is made: API Gateway REST APIs stream Lambda answers, HTTP APIs
 * do not. Only requests CloudFront forwarded (origin secret) reach the group; refusals stay JSON with their status.
 */
export const handler = streamingLambda(
  behindCloudFront(createCoachHandler(coachDeps(), { telemetry: lambdaTelemetry })),
);
