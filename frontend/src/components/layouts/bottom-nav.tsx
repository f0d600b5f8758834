import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { UnreadBadge } from '../unread-badge';
import { NavIcon } from './nav-icon';
import { hasChatBadge, menuFor, type NavProps } from './nav-items';

/**
 * Spec section 2's bottom navigation: the main items on phones (≤ 640 px; global.css shows it only there, and hides
 * the navigation bar's menu then). Its own name keeps the two navigation landmarks apart.
 */
export function BottomNav({ signedIn, expert = false, chatUnread = 0 }: NavProps) {
  const { i18n } = useLingui();
  return (
    <nav className="bottom-nav" aria-label={i18n._(msg`Quick navigation`)}>
      <ul>
        {menuFor(signedIn, expert)
          .filter((item) => item.shortLabel)
          // Five at most fit a phone: a member's Dashboard takes the place of the public Home.
          .filter((item) => !(signedIn && item.to === '/'))
          .map((item) => (
            <li key={item.label.id}>
              <Link to={item.to} hash={item.hash} activeOptions={{ exact: item.exact, includeHash: true }}>
                <NavIcon name={item.icon} />
                <span>{item.shortLabel ? i18n._(item.shortLabel) : null}</span>
                {hasChatBadge(item) && <UnreadBadge count={chatUnread} />}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
