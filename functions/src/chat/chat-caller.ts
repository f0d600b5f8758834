import { type Caller, type ChatMemberContact, type ChatParty, expertOfCaller, isLocale, roleOf } from '@kinwell/core';
import { requestLocale } from '../http/request-locale';
import { accessTokenOf } from '../http/session-cookies';
import type { ApiEvent } from '../http/types';
import type { ChatGroupDeps } from './chat-group-deps';

const accountOf = (deps: Pick<ChatGroupDeps, 'identity'>, event: ApiEvent) =>
  deps.identity.getUser(accessTokenOf(event) ?? '');

/**
 * The caller's side of the chat: an expert by the role in their token and the expert row their address links to (as
 * the console finds them); anyone else is a member, by their user id.
 */
export async function chatPartyOf(
  deps: Pick<ChatGroupDeps, 'identity' | 'experts'>,
  caller: Caller,
  event: ApiEvent,
): Promise<ChatParty> {
  if (roleOf(caller) !== 'expert') return { side: 'member', memberId: caller.sub };
  const expert = await expertOfCaller(deps.experts, caller, async () => (await accountOf(deps, event)).email);
  return { side: 'expert', expertId: expert.id };
}

/**
 * The member as their expert and their waiting-message mail know them: the first name they shared, their account's
 * address, and their account's language (else the app's).
 */
export async function memberContactOf(
  deps: Pick<ChatGroupDeps, 'identity' | 'members'>,
  caller: Caller,
  event: ApiEvent,
): Promise<ChatMemberContact> {
  const [user, profile] = await Promise.all([accountOf(deps, event), deps.members.sharedProfile(caller.sub)]);
  const locale = user.attributes.find((attribute) => attribute.Name === 'locale')?.Value;
  return {
    firstName: profile.firstName,
    email: user.email,
    locale: isLocale(locale) ? locale : requestLocale(event),
  };
}
