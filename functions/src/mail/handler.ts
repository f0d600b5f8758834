// Lambda entry of the mail endpoint group.
import { mailDeps } from '../runtime/aws/mail';
import { createMailHandler } from './app';

export const handler = createMailHandler(mailDeps());
