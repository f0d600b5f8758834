// Lambda entry of the coach endpoint group.
import { bufferStream } from '../http';
import { coachDeps } from '../runtime/aws/coach';
import { behindCloudFront } from '../runtime/aws/origin-check';
import { lambdaTelemetry } from '../runtime/aws/telemetry';
import { createCoachHandler } from './app';

const coach = createCoachHandler(coachDeps(), { telemetry: lambdaTelemetry });

/**
 * Behind API Gateway (HTTP API), which sends whole bodies only: the conversation, its deletion, the suggestions, and a
 * message (its events collected and answered at once) for whoever calls it there; CloudFront sends messages to the
 * streaming entry (stream-handler.ts) instead. Only requests CloudFront forwarded (origin secret) reach the group.
 */
export const handler = behindCloudFront(async (event, context) => bufferStream(await coach(event, context)));
