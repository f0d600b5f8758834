// Lambda entry of the account endpoint group.
import { accountDeps } from '../runtime/aws/account';
import { behindCloudFront } from '../runtime/aws/origin-check';
import { lambdaTelemetry } from '../runtime/aws/telemetry';
import { createAccountHandler } from './app';

// Only requests CloudFront forwarded (origin secret) reach the group.
export const handler = behindCloudFront(createAccountHandler(accountDeps(), { telemetry: lambdaTelemetry }));
