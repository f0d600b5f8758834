// Lambda entry of the chat endpoint group.
import { chatGroupDeps } from '../runtime/aws/chat';
import { behindCloudFront } from '../runtime/aws/origin-check';
import { lambdaTelemetry } from '../runtime/aws/telemetry';
import { createChatHandler } from './app';

// Only requests CloudFront forwarded (origin secret) reach the group.
export const handler = behindCloudFront(createChatHandler(chatGroupDeps(), { telemetry: lambdaTelemetry }));
