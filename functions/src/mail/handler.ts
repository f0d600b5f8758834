// Lambda entry of the mail endpoint group.
import { mailDeps } from '../runtime/aws/mail';
import { behindCloudFront } from '../runtime/aws/origin-check';
import { lambdaTelemetry } from '../runtime/aws/telemetry';
import { createMailHandler } from './app';

// Only requests CloudFront forwarded (origin secret) reach the group.
export const handler = behindCloudFront(createMailHandler(mailDeps(), { telemetry: lambdaTelemetry }));
