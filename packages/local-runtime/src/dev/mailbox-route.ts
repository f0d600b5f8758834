import type { Mailbox } from '@kinwell/adapters-local';
import { devRoutes } from '@kinwell/contracts';
import { defineRoute, jsonResponse } from '@kinwell/functions/http';

/** `GET /api/dev/mail[?to=]`: the local mailbox, newest first. Exists only on the local runtime. */
export const mailboxRoute = (mailbox: Mailbox) =>
  defineRoute(devRoutes.listMail, async ({ query }) => {
    return jsonResponse(200, { messages: await mailbox.list({ to: query.to }) });
  });
