import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from '../logo';

interface AuthLayoutProps {
  children: ReactNode;
  /** Header controls owned by features (the language switcher, log out during onboarding). */
  actions?: ReactNode;
}

/** Spec section 2's auth layout: sign-in, sign-up, verification, password screens and onboarding. */
export function AuthLayout({ children, actions }: AuthLayoutProps) {
  return (
    <div className="layout-auth">
      <a className="skip-link" href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      <header className="layout-auth-header">
        <Link to="/" className="site-header-home">
          <Logo />
        </Link>
        <div className="layout-auth-actions">{actions}</div>
      </header>
      <main id="main" className="layout-auth-card">
        {children}
      </main>
    </div>
  );
}
