// Lambda entry of the redirects endpoint group.

import { behindCloudFront } from '../runtime/aws/origin-check';
import { redirectsDeps } from '../runtime/aws/redirects';
import { lambdaTelemetry } from '../runtime/aws/telemetry';
import { createRedirectsHandler } from './app';

// Only requests CloudFront forwarded (origin secret) reach the group.
export const handler = behindCloudFront(createRedirectsHandler(redirectsDeps(), { telemetry: lambdaTelemetry }));
