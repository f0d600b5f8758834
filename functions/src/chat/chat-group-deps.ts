import type { BookingStore, Caller, ChatDeps, IdentityProvider, MemberProfiles } from '@kinwell/core';
import type { ApiEvent } from '../http/types';

/** What the chat group is built from, in both runtimes: core's chat deps, and how callers and the socket are found. */
export interface ChatGroupDeps extends ChatDeps {
  experts: Pick<BookingStore, 'getExpert' | 'listExperts' | 'expertByEmail'>;
  /** The caller's own account: an expert's address (their expert row), a member's address and language (their mail). */
  identity: Pick<IdentityProvider, 'getUser'>;
  /** The first name a member chose to share (the CRM's onboarding records): all an expert sees of them. */
  members: MemberProfiles;
  /** Where the live socket is (`wss://…` in AWS, this server's own `ws://…/api/chat/socket` locally). */
  socketUrl(event: ApiEvent): string;
  verifyCaller(accessToken: string): Promise<Caller>;
}
