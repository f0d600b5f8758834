import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * The way in for a visitor on a page that needs an account: sign in (and come back to this page) with the page's own
 * words, or create an account.
 */
export function SignInLinks({ signIn, className }: { signIn: ReactNode; className: string }) {
  const location = useLocation();
  return (
    <p className={className}>
      <Link to="/login" search={{ redirect: location.href }} className="button">
        {signIn}
      </Link>
      <Link to="/signup" className="button button-secondary">
        <Trans>Create your account</Trans>
      </Link>
    </p>
  );
}
