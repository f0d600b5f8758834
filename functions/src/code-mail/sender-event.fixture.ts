// Test input shared by the code-mail tests.
import type { CustomEmailSenderTriggerEvent } from 'aws-lambda';

/** A custom email sender event as Cognito sends it (the code encrypted, base64). */
export function senderEvent(
  triggerSource: string,
  userAttributes: Record<string, string> = { email: 'jane@acme.example', locale: 'fr' },
  code: string | null = 'AYADeJzEncryptedCode==',
): CustomEmailSenderTriggerEvent {
  return {
    version: '1',
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_Pool1',
    userName: '2f1c7a9e-0000-4000-8000-000000000001',
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'spa-client' },
    triggerSource,
    request: { type: 'customEmailSenderRequestV1', code, userAttributes },
    response: {},
  } as unknown as CustomEmailSenderTriggerEvent;
}
