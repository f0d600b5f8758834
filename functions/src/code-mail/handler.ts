// Lambda entry of the user pool's custom email sender trigger (staging, prod): Cognito's codes in our own mail.
import { codeMailDeps } from '../runtime/aws/code-mail';
import { createCustomEmailSenderHandler } from './custom-email-sender';

export const handler = createCustomEmailSenderHandler(codeMailDeps());
