import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from '../logo';

/** Spec section 2's auth layout: sign-in, sign-up, verification, password screens and onboarding. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout-auth">
      <header className="layout-auth-header">
        <Link to="/" className="site-header-home">
          <Logo />
        </Link>
      </header>
      <main id="main" className="layout-auth-card">
        {children}
      </main>
    </div>
  );
}
