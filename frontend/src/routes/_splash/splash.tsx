import { Trans } from '@lingui/react/macro';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { optionalString } from '../../lib/search-params';

interface SplashSearch {
  /** Kept as the router parsed it (`?expo=1` is the number 1): a string "1" would be written back as `expo=%221%22`. */
  expo?: string | number | boolean | undefined;
}

/** The mobile-embedded entry (spec section 2): logo (from the layout), tagline, Log in and Sign up, `expo` kept. */
export const Route = createFileRoute('/_splash/splash')({
  validateSearch: (search: Record<string, unknown>): SplashSearch => ({
    expo:
      typeof search.expo === 'boolean' || typeof search.expo === 'number' ? search.expo : optionalString(search.expo),
  }),
  component: SplashPage,
});

function SplashPage() {
  const { expo } = Route.useSearch();
  const query = expo === undefined ? '' : `?expo=${encodeURIComponent(String(expo))}`;
  return (
    <section className="splash" aria-labelledby="splash-title">
      <h1 id="splash-title">
        <Trans>Wellbeing for the whole family</Trans>
      </h1>
      <p className="page-lead">
        <Trans>Self-care, experts, coaching and live support, offered by your employer.</Trans>
      </p>
      <div className="splash-actions">
        <SplashLink href={`/login${query}`} primary>
          <Trans>Log in</Trans>
        </SplashLink>
        <SplashLink href={`/signup${query}`}>
          <Trans>Sign up</Trans>
        </SplashLink>
      </div>
    </section>
  );
}

/** A link that keeps its exact query (`expo`) and navigates inside the app. */
function SplashLink({ href, primary = false, children }: { href: string; primary?: boolean; children: ReactNode }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a
      href={href}
      className={primary ? 'button button-block' : 'button button-secondary button-block'}
      onClick={onClick}
    >
      {children}
    </a>
  );
}
