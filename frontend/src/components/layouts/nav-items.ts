import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type IconName = 'home' | 'dashboard' | 'self-care' | 'experts' | 'book' | 'chat' | 'live' | 'progress';

export interface NavItem {
  to: '/' | '/dashboard' | '/self-care' | '/book-session' | '/coaching' | '/live-call' | '/my-progress' | '/expert';
  /**
   * Two items lead to /book-session (the expert list, and booking on it): the booking one names its place with a
   * fragment, and both compare fragments, so only the one the member chose shows as the current page.
   */
  hash?: string;
  label: MessageDescriptor;
  /** The shorter label of the phone's bottom navigation; undefined keeps the item off it. */
  shortLabel?: MessageDescriptor;
  icon: IconName;
  exact: boolean;
}

/**
 * Spec section 1's menu, in its order. Targets follow the route notes of spec section 2 ("Our Experts": the
 * expert list at /book-session, whose /book-session/{id} is the expert view; "Book a 1x1 session": the booking
 * screen at /book-session; "Chat with an Expert": /coaching; "Live Talks": /live-call).
 */
export const MENU: readonly NavItem[] = [
  { to: '/', label: msg`Home`, shortLabel: msg`Home`, icon: 'home', exact: true },
  { to: '/self-care', label: msg`Self-Care`, shortLabel: msg`Self-Care`, icon: 'self-care', exact: false },
  { to: '/book-session', label: msg`Our Experts`, shortLabel: msg`Experts`, icon: 'experts', exact: false },
  { to: '/book-session', hash: 'book', label: msg`Book a 1x1 session`, icon: 'book', exact: false },
  { to: '/coaching', label: msg`Chat with an Expert`, shortLabel: msg`Chat`, icon: 'chat', exact: false },
  { to: '/live-call', label: msg`Live Talks`, shortLabel: msg`Live`, icon: 'live', exact: false },
  { to: '/my-progress', label: msg`My Progress`, shortLabel: msg`Progress`, icon: 'progress', exact: false },
];

/** A signed-in member's own start page, first in their menu. */
export const DASHBOARD_ITEM: NavItem = {
  to: '/dashboard',
  label: msg`Dashboard`,
  shortLabel: msg`Dashboard`,
  icon: 'dashboard',
  exact: true,
};

/** An expert's console: their whole part of the app (issue 14). */
export const EXPERT_CONSOLE_ITEM: NavItem = {
  to: '/expert',
  label: msg`Expert console`,
  shortLabel: msg`Console`,
  icon: 'dashboard',
  exact: false,
};

/**
 * The menu a visitor or a signed-in member sees; an expert sees their console and the home page only, since the
 * member pages (booking, progress, self-care sessions) are not theirs.
 */
export const menuFor = (signedIn: boolean, expert = false): readonly NavItem[] => {
  if (signedIn && expert) return [EXPERT_CONSOLE_ITEM, ...MENU.filter((item) => item.to === '/')];
  return signedIn ? [DASHBOARD_ITEM, ...MENU] : MENU;
};

/** The items that carry the unread chat count: a member's chat, an expert's console (where their inbox is). */
/** What both navigations draw from: who is signed in, in which role, and their unread chat messages. */
export interface NavProps {
  signedIn: boolean;
  expert?: boolean;
  chatUnread?: number;
}

export const hasChatBadge = (item: NavItem): boolean => item.to === '/coaching' || item.to === '/expert';
