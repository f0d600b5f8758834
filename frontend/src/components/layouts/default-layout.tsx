import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from '../logo';
import { BottomNav } from './bottom-nav';
import { MainNav } from './main-nav';
import { SiteFooter } from './site-footer';

interface DefaultLayoutProps {
  children: ReactNode;
  /** Header controls owned by features (language and colour-mode switchers). */
  toolbar?: ReactNode;
  /** A signed-in member's menu starts with their dashboard. */
  signedIn?: boolean;
  /** A signed-in expert's menu leads to their console instead. */
  expert?: boolean;
  /** Unread chat messages, shown beside "Chat with an Expert" (a member) or the console (an expert). */
  chatUnread?: number;
}

/**
 * Spec section 2's default layout: navigation bar, footer, language and theme switchers, and on phones the bottom
 * navigation. A skip link leads past the navigation to the main content.
 */
export function DefaultLayout({
  children,
  toolbar,
  signedIn = false,
  expert = false,
  chatUnread = 0,
}: DefaultLayoutProps) {
  return (
    <div className="layout-default">
      <a className="skip-link" href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      <header className="site-header">
        <Link to="/" className="site-header-home">
          <Logo />
        </Link>
        <MainNav signedIn={signedIn} expert={expert} chatUnread={chatUnread} />
        <div className="site-header-toolbar">{toolbar}</div>
      </header>
      <main id="main" className="layout-default-main">
        {children}
      </main>
      <SiteFooter />
      <BottomNav signedIn={signedIn} expert={expert} chatUnread={chatUnread} />
    </div>
  );
}
