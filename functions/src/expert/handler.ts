// Lambda entry of the expert endpoint group (the expert console).

import { expertGroupDeps } from '../runtime/aws/expert';
import { behindCloudFront } from '../runtime/aws/origin-check';
import { lambdaTelemetry } from '../runtime/aws/telemetry';
import { createExpertHandler } from './app';

// Only requests CloudFront forwarded (origin secret) reach the group.
export const handler = behindCloudFront(createExpertHandler(expertGroupDeps(), { telemetry: lambdaTelemetry }));
