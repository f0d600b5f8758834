// Lambda entry of the coach endpoint group.
import { bufferStream } from '../http';
import { coachDeps } from '../runtime/aws/coach';
import { behindCloudFront } from '../runtime/aws/origin-check';
import { lambdaTelemetry } from '../runtime/aws/telemetry';
import { createCoachHandler } from './app';

const coach = createCoachHandler(coachDeps(), { telemetry: lambdaTelemetry });

/**
 * Behind API Gateway (HTTP API), which sends whole bodies only: a message's events are collected and answered at
 * once. Only requests CloudFront forwarded (origin secret) reach the group.
 */
export const handler = behindCloudFront(async (event, context) => bufferStream(await coach(event, context)));
