// Lambda entry of the auth endpoint group.
import { authDeps } from '../runtime/aws/auth';
import { behindCloudFront } from '../runtime/aws/origin-check';
import { lambdaTelemetry } from '../runtime/aws/telemetry';
import { createAuthHandler } from './app';

// Only requests CloudFront forwarded (origin secret) reach the group.
export const handler = behindCloudFront(createAuthHandler(authDeps(), { telemetry: lambdaTelemetry }));
