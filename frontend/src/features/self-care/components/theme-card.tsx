import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { CatalogTheme } from '../self-care-content';
import { type ThemeProgress, useOpenTheme } from '../use-open-theme';
import { Shown } from './markdown-text';

export type { ThemeProgress } from '../use-open-theme';

interface ThemeCardProps {
  theme: CatalogTheme;
  signedIn: boolean;
  /** Whether the theme serves one of the member's goals. */
  forYou: boolean;
  progress?: ThemeProgress | undefined;
}

/**
 * A theme in the catalog: its cover, title, summary and length. A member starts or continues it (the theme is
 * fetched first, and kept for the player); a visitor is invited to sign up.
 */
export function ThemeCard({ theme, signedIn, forYou, progress }: ThemeCardProps) {
  const { t } = useLingui();
  const { open, opening, failed } = useOpenTheme();
  const done = progress?.completedSessionIds.length ?? 0;
  const total = theme.sessions.length;
  const started = done > 0 || Boolean(progress?.resume);
  const titleId = `theme-${theme.id}`;

  return (
    <li className="theme-card">
      <article aria-labelledby={titleId}>
        <img className="theme-cover" src={theme.cover.src} alt="" width={400} height={225} loading="lazy" />
        <div className="theme-body">
          {forYou && (
            <p className="theme-badge">
              <Trans>For your goals</Trans>
            </p>
          )}
          <h2 id={titleId} className="theme-title">
            <Shown value={theme.title} />
          </h2>
          <p className="theme-summary">
            <Shown value={theme.summary} />
          </p>
          <p className="theme-meta">
            <Trans>
              {total} sessions · about {theme.minutes} min
            </Trans>
          </p>
          {signedIn && total > 0 && (
            <div className="theme-progress">
              <div
                className="theme-progress-bar"
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={total}
                aria-valuenow={done}
                aria-label={t`Sessions completed`}
                aria-valuetext={t`${done} of ${total} sessions completed`}
              >
                <span style={{ inlineSize: `${(done / total) * 100}%` }} />
              </div>
              <p className="theme-progress-text" aria-hidden="true">
                <Trans>
                  {done} of {total} sessions completed
                </Trans>
              </p>
            </div>
          )}
          {signedIn ? (
            <button
              type="button"
              className="button"
              onClick={() => void open(theme.id, progress)}
              disabled={opening}
              aria-busy={opening || undefined}
              aria-describedby={titleId}
            >
              {opening ? t`Opening…` : done === total && total > 0 ? t`Do it again` : started ? t`Continue` : t`Start`}
            </button>
          ) : (
            <Link to="/signup" className="button button-secondary">
              <Trans>Sign up to start</Trans>
            </Link>
          )}
          {failed && (
            <p className="theme-error" role="alert">
              <Trans>This theme could not be opened. Please try again.</Trans>
            </p>
          )}
        </div>
      </article>
    </li>
  );
}
