import { Trans } from '@lingui/react/macro';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { useEffect } from 'react';

interface NotFoundPageProps {
  /** Wrap in the page's `<main>` landmark: set when shown outside any layout (at the root route). */
  standalone?: boolean;
}

/**
 * Spec sections 2 and 8: unknown routes AND unhandled errors show this page.
 * The router uses it as its default not-found component; `RouteErrorPage` shows it for errors.
 */
export function NotFoundPage({ standalone = false }: NotFoundPageProps) {
  const content = (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">
        <Trans>404 - Page Not Found</Trans>
      </h1>
      <p>
        <Trans>The page you are looking for does not exist.</Trans>
      </p>
      <Link to="/" className="button">
        <Trans>Back to Homepage</Trans>
      </Link>
    </section>
  );
  return standalone ? <main id="main">{content}</main> : content;
}

export function RouteErrorPage({ error, standalone = false }: ErrorComponentProps & NotFoundPageProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <NotFoundPage standalone={standalone} />;
}
