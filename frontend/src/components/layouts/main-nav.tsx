import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { UnreadBadge } from '../unread-badge';
import { hasChatBadge, menuFor, type NavProps } from './nav-items';

/**
 * The navigation bar's menu (spec section 1), ending with the courses promotion: members' and visitors' only, since an
 * expert's menu is their console. Hidden on phones (bottom nav).
 */
export function MainNav({ signedIn, expert = false, chatUnread = 0 }: NavProps) {
  const { i18n } = useLingui();
  return (
    <nav className="main-nav" aria-label={i18n._(msg`Main`)}>
      <ul>
        {menuFor(signedIn, expert).map((item) => (
          <li key={item.label.id}>
            <Link to={item.to} hash={item.hash} activeOptions={{ exact: item.exact, includeHash: true }}>
              {i18n._(item.label)}
              {hasChatBadge(item) && <UnreadBadge count={chatUnread} />}
            </Link>
          </li>
        ))}
        {!expert && (
          <li>
            <CoursesPromo />
          </li>
        )}
      </ul>
    </nav>
  );
}

/**
 * Spec section 1's courses promotion. The courses live with the self-care content (their own screens are not
 * specified), so the promotion leads there.
 */
export function CoursesPromo() {
  return (
    <Link to="/self-care" className="courses-promo" activeOptions={{ exact: true }} activeProps={{}}>
      <Trans>New: wellbeing courses</Trans>
      <span className="icon-directional" aria-hidden="true">
        →
      </span>
    </Link>
  );
}
