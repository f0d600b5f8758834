// Lambda entry of the contact endpoint group.
import { contactDeps } from '../runtime/aws/contact';
import { behindCloudFront } from '../runtime/aws/origin-check';
import { lambdaTelemetry } from '../runtime/aws/telemetry';
import { createContactHandler } from './app';

// Only requests CloudFront forwarded (origin secret) reach the group.
export const handler = behindCloudFront(createContactHandler(contactDeps(), { telemetry: lambdaTelemetry }));
