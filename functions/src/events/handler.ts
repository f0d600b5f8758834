// Lambda entry of the events endpoint group.
import { eventsDeps } from '../runtime/aws/events';
import { behindCloudFront } from '../runtime/aws/origin-check';
import { lambdaTelemetry } from '../runtime/aws/telemetry';
import { createEventsHandler } from './app';

// Only requests CloudFront forwarded (origin secret) reach the group.
export const handler = behindCloudFront(createEventsHandler(eventsDeps(), { telemetry: lambdaTelemetry }));
