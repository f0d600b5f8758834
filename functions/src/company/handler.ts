// Lambda entry of the company endpoint group.
import { companyDeps } from '../runtime/aws/company';
import { behindCloudFront } from '../runtime/aws/origin-check';
import { lambdaTelemetry } from '../runtime/aws/telemetry';
import { createCompanyHandler } from './app';

// Only requests CloudFront forwarded (origin secret) reach the group.
export const handler = behindCloudFront(createCompanyHandler(companyDeps(), { telemetry: lambdaTelemetry }));
