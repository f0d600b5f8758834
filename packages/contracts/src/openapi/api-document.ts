import type { EndpointGroup } from '../http';
import { apiRoutes, localOnlyRoutes } from '../index';
import { type OpenApiDocument, openApiDocument } from './openapi-document';

/** What each endpoint group is for: the document's tags, in the README's words. */
const GROUPS: Record<EndpointGroup, string> = {
  account: "The caller's own account: a JSON download of all their data; its deletion.",
  booking: "Experts and 1:1 sessions for members: the directory, free times, the caller's bookings and balance.",
  auth: 'Accounts and sessions: sign-up, verification, login, tokens and cookies, password reset, the personal address.',
  chat: "Chat between a member and an expert: the caller's conversations, messages (numbered, resend-safe), read receipts, the live socket's ticket.",
  coach:
    "The AI coach (or, with no model, the guide): the caller's conversation, a message answered as a stream of events, suggestions.",
  company: 'Companies and invitations: public reads; invites need a member.',
  contact: 'The public contact form, mailed to the Kinwell team.',
  content: 'Text blocks, app details and the self-care library: public, cached.',
  crm: "The caller's own CRM records and the family they added.",
  expert: 'The expert console, for the expert role only: their hours, their own bookings, cancellations.',
  events: "The caller's theme events, progress and reflections.",
  mail: 'Invitation and welcome mails, only to people the member invited or themselves.',
  redirects: 'The redirect of a path of the site, if any.',
  dev: 'The local runtime only: the mailbox of the mail it sent.',
};

/**
 * The API's description: every route of `apiRoutes` (what CDK deploys), and with `localOnly` the local runtime's
 * own routes too (the dev mailbox).
 */
export function apiDocument({ localOnly = false }: { localOnly?: boolean } = {}): OpenApiDocument {
  return openApiDocument(localOnly ? { ...apiRoutes, ...localOnlyRoutes } : apiRoutes, { groups: GROUPS });
}
