import type { Mailbox } from '@kinwell/adapters-local';
import { createGroupHandler } from '@kinwell/functions/http';
import { apiDocsRoutes } from './api-docs-routes';
import { mailboxRoute } from './mailbox-route';

/** The `dev` group: routes that exist only on the local runtime (the mailbox, the API's description). */
export const createDevHandler = (mailbox: Mailbox) => createGroupHandler([mailboxRoute(mailbox), ...apiDocsRoutes()]);
