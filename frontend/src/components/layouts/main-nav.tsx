import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';

/**
 * Spec section 1's menu, in its order. Targets follow the route notes of spec section 2
 * ("Our Experts": the expert list at /book-session, whose /book-session/{id} is the expert view;
 * "Chat with an Expert": /coaching; "Live Talks": /live-call). The courses promotion is not built yet.
 */
const MENU = [
  { to: '/', label: msg`Home`, exact: true },
  { to: '/self-care', label: msg`Self-Care`, exact: false },
  { to: '/book-session', label: msg`Our Experts`, exact: false },
  { to: '/book-session', label: msg`Book a 1x1 session`, exact: false },
  { to: '/coaching', label: msg`Chat with an Expert`, exact: false },
  { to: '/live-call', label: msg`Live Talks`, exact: false },
  { to: '/my-progress', label: msg`My Progress`, exact: false },
] as const;

export function MainNav() {
  const { i18n } = useLingui();
  return (
    <nav className="main-nav" aria-label={i18n._(msg`Main`)}>
      <ul>
        {MENU.map((item) => (
          <li key={item.label.id}>
            <Link to={item.to} activeOptions={{ exact: item.exact }}>
              {i18n._(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
