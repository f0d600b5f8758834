import { contactRoutes } from '@kinwell/contracts';
import { defineRoute, jsonResponse } from '../../http';
import { clientAddress } from '../../http/client-address';
import type { ContactDeps } from '../contact-deps';

/** A visitor's message to the team: accepted (202) once the mail is handed to the mail service. */
export const sendContactMessage = ({ contactMessages }: ContactDeps) =>
  defineRoute(contactRoutes.sendContactMessage, async ({ body, event }) => {
    await contactMessages.send(body, clientAddress(event));
    return jsonResponse(202, { message: 'Thank you for your message. We will get back to you soon.' });
  });
