import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { NavIcon } from './nav-icon';
import { MENU } from './nav-items';

/**
 * Spec section 2's bottom navigation: the main items on phones (≤ 640 px; global.css shows it only there, and hides
 * the navigation bar's menu then). Its own name keeps the two navigation landmarks apart.
 */
export function BottomNav() {
  const { i18n } = useLingui();
  return (
    <nav className="bottom-nav" aria-label={i18n._(msg`Quick navigation`)}>
      <ul>
        {MENU.filter((item) => item.shortLabel).map((item) => (
          <li key={item.label.id}>
            <Link to={item.to} activeOptions={{ exact: item.exact }}>
              <NavIcon name={item.icon} />
              <span>{item.shortLabel ? i18n._(item.shortLabel) : null}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
