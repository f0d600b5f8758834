// Lambda entry of the CRM endpoint group.
import { crmDeps } from '../runtime/aws/crm';
import { behindCloudFront } from '../runtime/aws/origin-check';
import { lambdaTelemetry } from '../runtime/aws/telemetry';
import { createCrmHandler } from './app';

// Only requests CloudFront forwarded (origin secret) reach the group.
export const handler = behindCloudFront(createCrmHandler(crmDeps(), { telemetry: lambdaTelemetry }));
