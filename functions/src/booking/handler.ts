// Lambda entry of the booking endpoint group.
import { bookingGroupDeps } from '../runtime/aws/booking';
import { behindCloudFront } from '../runtime/aws/origin-check';
import { lambdaTelemetry } from '../runtime/aws/telemetry';
import { createBookingHandler } from './app';

// Only requests CloudFront forwarded (origin secret) reach the group.
export const handler = behindCloudFront(createBookingHandler(bookingGroupDeps(), { telemetry: lambdaTelemetry }));
