// Lambda entry of the content endpoint group.
import { contentDeps } from '../runtime/aws/content';
import { behindCloudFront } from '../runtime/aws/origin-check';
import { lambdaTelemetry } from '../runtime/aws/telemetry';
import { createContentHandler } from './app';

// Only requests CloudFront forwarded (origin secret) reach the group.
export const handler = behindCloudFront(createContentHandler(contentDeps(), { telemetry: lambdaTelemetry }));
