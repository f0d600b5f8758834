// Lambda entry of the contact endpoint group.
import { contactDeps } from '../runtime/aws/contact';
import { createContactHandler } from './app';

export const handler = createContactHandler(contactDeps());
