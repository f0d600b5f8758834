import { createGroupHandler, type HandlerRuntime } from '../http';
import type { ContactDeps } from './contact-deps';
import { sendContactMessage } from './routes/send-contact-message';

export type { ContactDeps } from './contact-deps';

/** The contact endpoint group (/api/contact): the public contact and demo-request form, mailed to the team. */
export function createContactHandler(deps: ContactDeps, runtime: HandlerRuntime = {}) {
  return createGroupHandler([sendContactMessage(deps)], runtime);
}
