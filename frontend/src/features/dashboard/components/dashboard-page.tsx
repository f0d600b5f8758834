import { moodScore, orderThemesForGoals } from '@kinwell/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CheckInModal } from '../../../components/check-in-modal';
import { NextBookingCard } from '../../booking/components/next-booking-card';
import { NeedHelpNow } from '../../crisis/components/need-help-now';
import { progressKeys, progressQueryOptions } from '../../progress/progress-api';
import { Shown } from '../../self-care/components/markdown-text';
import { ThemeCard } from '../../self-care/components/theme-card';
import { catalogQueryOptions } from '../../self-care/self-care-api';
import { recordSelfCareEvent } from '../../self-care/self-care-events';
import { useMemberGoals } from '../../self-care/use-member-goals';
import { themeProgressOf, useOpenTheme } from '../../self-care/use-open-theme';
import '../../self-care/self-care.css';
import '../dashboard.css';

/** How many themes the dashboard suggests: a choice, not a catalog. */
const SUGGESTIONS = 2;

/**
 * The member's own start page: a greeting, where they left off, today's check-in, their streak, themes for their
 * goals they have not finished, and their next session with an expert.
 */
export function DashboardPage() {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const progress = useQuery(progressQueryOptions('week'));
  const catalog = useQuery(catalogQueryOptions(i18n.locale));
  const goals = useMemberGoals();
  const [checkingIn, setCheckingIn] = useState(false);
  const [checkedIn, setCheckedIn] = useState(false);

  const hour = new Date().getHours();
  const greeting = hour < 12 ? t`Good morning` : hour < 18 ? t`Good afternoon` : t`Good evening`;
  const summary = progress.data;
  const themes = catalog.data?.themes ?? [];
  const resume = summary?.resume;
  const resumeTheme = resume && themes.find((theme) => theme.id === resume.themeId);
  const done = new Map(summary?.themes.map((theme) => [theme.themeId, theme.completedSessionIds]) ?? []);
  const resumeSummary = summary?.themes.find((theme) => theme.themeId === resume?.themeId);
  const resumeProgress = resumeSummary && themeProgressOf(resumeSummary);
  // The session left off is finished: the theme goes on with its next unfinished session.
  const next =
    resumeTheme && resumeProgress && !resumeProgress.resume
      ? resumeTheme.sessions.find((session) => !resumeProgress.completedSessionIds.includes(session.id))
      : undefined;
  const { open, opening, failed } = useOpenTheme();
  const suggestions = orderThemesForGoals(themes, goals)
    .filter((theme) => (done.get(theme.id)?.length ?? 0) < theme.sessions.length && theme.id !== resume?.themeId)
    .slice(0, SUGGESTIONS);

  return (
    <section className="page dashboard-page" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{greeting}</h1>
      <p className="page-lead">
        <Trans>Here is your space. Take what helps today.</Trans>
      </p>

      <div className="dashboard-grid">
        <section className="dashboard-card" aria-labelledby="continue-title">
          <h2 id="continue-title">
            <Trans>Continue where you left off</Trans>
          </h2>
          {resume && resumeTheme ? (
            <>
              <p>
                <Shown value={resumeTheme.title} />
              </p>
              {next ? (
                <p className="dashboard-next">
                  <Trans>
                    Next session: <Shown value={next.title} /> ({next.minutes} min)
                  </Trans>
                </p>
              ) : null}
              <button
                type="button"
                className="button"
                disabled={opening}
                aria-busy={opening || undefined}
                onClick={() => void open(resumeTheme.id, resumeProgress)}
              >
                {opening ? t`Opening…` : t`Continue`}
              </button>
              {failed && (
                <p role="alert">
                  <Trans>This theme could not be opened. Please try again.</Trans>
                </p>
              )}
            </>
          ) : (
            <>
              <p>
                <Trans>Nothing started yet. A first session takes about ten minutes.</Trans>
              </p>
              <Link to="/self-care" className="button">
                <Trans>Explore Self-Care</Trans>
              </Link>
            </>
          )}
        </section>

        <section className="dashboard-card" aria-labelledby="check-in-title">
          <h2 id="check-in-title">
            <Trans>Today’s check-in</Trans>
          </h2>
          {checkedIn ? (
            <p role="status">
              <Trans>Thank you for checking in. It is in My Progress.</Trans>
            </p>
          ) : (
            <>
              <p>
                <Trans>A few seconds to notice how you feel.</Trans>
              </p>
              <button type="button" className="button" onClick={() => setCheckingIn(true)}>
                <Trans>Check in</Trans>
              </button>
            </>
          )}
        </section>

        <section className="dashboard-card" aria-labelledby="streak-title">
          <h2 id="streak-title">
            <Trans>Your streak</Trans>
          </h2>
          {summary ? (
            <p className="dashboard-streak">
              <strong>{summary.streak.current}</strong> <Trans>days in a row. Small steps count.</Trans>
            </p>
          ) : (
            <p>{progress.isError ? t`Your progress could not be loaded.` : t`Loading…`}</p>
          )}
          <Link to="/my-progress">
            <Trans>See My Progress</Trans>
          </Link>
        </section>

        <NextBookingCard />
      </div>

      {suggestions.length > 0 && (
        <section aria-labelledby="suggested-title">
          <h2 id="suggested-title">
            <Trans>Suggested for you</Trans>
          </h2>
          <ul className="dashboard-themes">
            {suggestions.map((theme) => (
              <ThemeCard
                key={theme.id}
                theme={theme}
                signedIn
                forYou={theme.goals.some((goal) => goals.includes(goal as (typeof goals)[number]))}
                progress={themeProgressOf({ completedSessionIds: done.get(theme.id) ?? [] })}
              />
            ))}
          </ul>
        </section>
      )}

      <div className="self-care-care-note">
        <p>
          <Trans>Having a hard time? Help is one step away.</Trans>
        </p>
        <NeedHelpNow />
      </div>

      <CheckInModal
        open={checkingIn}
        onClose={() => setCheckingIn(false)}
        onSubmit={({ mood, note }) => {
          recordSelfCareEvent({
            themeId: 'daily',
            type: 'check_in',
            payload: { mood: moodScore(mood), moment: 'daily', ...(note ? { note } : {}) },
          });
          setCheckingIn(false);
          setCheckedIn(true);
          // The queue sends it at once when it can: look again in a moment.
          setTimeout(() => void queryClient.invalidateQueries({ queryKey: progressKeys.all }), 1_000);
        }}
      />
    </section>
  );
}
