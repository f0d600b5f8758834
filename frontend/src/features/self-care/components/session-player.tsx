import { moodScore, type ScreenLink, screenPosition, textDirection } from '@kinwell/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CheckInModal } from '../../../components/check-in-modal';
import { Loader } from '../../../components/loader';
import { ThankYouModal } from '../../../components/thank-you-modal';
import { ApiError } from '../../../lib/api-client';
import { NeedHelpNow } from '../../crisis/components/need-help-now';
import { themeQueryOptions } from '../self-care-api';
import { type SelfCareSession, type SelfCareTheme, screenHasFallback } from '../self-care-content';
import { flushSelfCareEvents, recordSelfCareEvent } from '../self-care-events';
import { Shown } from './markdown-text';
import { ScreenView } from './screens/screen-view';
import '../self-care.css';

interface SessionPlayerProps {
  themeId: string;
  sessionId: string;
  screenId: string;
}

/** The longest a screen counts towards practice time: a tab left open overnight is not practice. */
const MAX_SCREEN_SECONDS = 600;

/**
 * Plays a self-care session one screen at a time. The URL names the screen, so a reload, a shared link or another
 * device resumes exactly there. Back / next buttons and the arrow keys (mirrored right to left) move through it; a
 * check-in opens the session and closes it, then a thank-you says what comes next. Every step is recorded without
 * ever holding the member up.
 */
export function SessionPlayer({ themeId, sessionId, screenId }: SessionPlayerProps) {
  const { i18n, t } = useLingui();
  const theme = useQuery(themeQueryOptions(themeId, i18n.locale));
  useEffect(() => flushSelfCareEvents(), []);

  if (theme.isPending) return <Loader label={t`Loading your session…`} />;
  if (theme.isError && theme.error instanceof ApiError && theme.error.status === 404) return <StepNotHere />;
  if (theme.isError) {
    return (
      <section className="page session-missing">
        <h1>
          <Trans>This session could not be loaded</Trans>
        </h1>
        <p>
          <Trans>Check your connection and try again. Nothing you did is lost.</Trans>
        </p>
        <div className="screen-actions">
          <button type="button" className="button" onClick={() => void theme.refetch()}>
            <Trans>Try again</Trans>
          </button>
          <Link to="/self-care" className="button button-secondary">
            <Trans>Back to Self-Care</Trans>
          </Link>
        </div>
      </section>
    );
  }
  return <LoadedSession theme={theme.data} sessionId={sessionId} screenId={screenId} />;
}

function LoadedSession({ theme, sessionId, screenId }: { theme: SelfCareTheme; sessionId: string; screenId: string }) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const session = theme.sessions.find((candidate) => candidate.id === sessionId);
  const position = screenPosition(theme, sessionId, screenId);
  const screen = session?.screens.find((candidate) => candidate.id === screenId);
  const screenRef = useRef<HTMLElement>(null);
  const enteredAt = useRef(Date.now());
  const [phase, setPhase] = useState<'start-check-in' | 'playing' | 'end-check-in' | 'finished'>(() =>
    position?.isFirst && !startedThisVisit(theme.id, sessionId) ? 'start-check-in' : 'playing',
  );

  const record = useCallback(
    (type: string, payload?: Record<string, string | number | boolean | string[]>) =>
      recordSelfCareEvent({ themeId: theme.id, sessionId, screenId, type, ...(payload ? { payload } : {}) }),
    [theme.id, sessionId, screenId],
  );

  // Each screen: counted as viewed, timed from here, and given the focus so a screen reader starts reading it.
  useEffect(() => {
    if (!screen) return;
    enteredAt.current = Date.now();
    record('screen_viewed');
    screenRef.current?.focus();
  }, [screen, record]);

  const go = useCallback(
    (link: ScreenLink) =>
      void navigate({
        to: '/theme/$themeId/session/$sessionId/screen/$screenId',
        params: { themeId: theme.id, sessionId: link.sessionId, screenId: link.screenId },
      }),
    [navigate, theme.id],
  );
  const completeScreen = useCallback(() => {
    const seconds = Math.min(MAX_SCREEN_SECONDS, Math.round((Date.now() - enteredAt.current) / 1000));
    record('screen_completed', { seconds });
  }, [record]);
  const forward = useCallback(() => {
    if (!position) return;
    completeScreen();
    if (position.next) go(position.next);
    else setPhase('end-check-in');
  }, [position, completeScreen, go]);
  const back = useCallback(() => {
    if (position?.previous) go(position.previous);
  }, [position, go]);

  // Arrow keys move through the session, mirrored when the page reads right to left; never while typing.
  useEffect(() => {
    const rtl = textDirection(i18n.locale) === 'rtl';
    const onKey = (event: KeyboardEvent) => {
      if (phase !== 'playing' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const { target } = event;
      if (
        target instanceof Element &&
        target.closest('input, textarea, select, [contenteditable="true"], dialog, audio, video')
      )
        return;
      const ahead = rtl ? 'ArrowLeft' : 'ArrowRight';
      const behind = rtl ? 'ArrowRight' : 'ArrowLeft';
      if (event.key === ahead) {
        event.preventDefault();
        forward();
      } else if (event.key === behind) {
        event.preventDefault();
        back();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [i18n.locale, phase, forward, back]);

  if (!session || !screen || !position) {
    const firstSession = theme.sessions[0];
    const first = firstSession?.screens[0];
    return (
      <StepNotHere
        restart={firstSession && first && { themeId: theme.id, sessionId: firstSession.id, screenId: first.id }}
      />
    );
  }

  const step = position.index + 1;
  const nextSession = position.nextSession && theme.sessions.find((s) => s.id === position.nextSession?.sessionId);

  return (
    <article className="session-player" aria-labelledby="session-title">
      <header className="session-header">
        <p className="session-theme">
          <Link to="/self-care">
            <Shown value={theme.title} />
          </Link>
        </p>
        <h1 id="session-title" className="session-title">
          <Shown value={session.title} />
        </h1>
        <div className="session-tools">
          <NeedHelpNow />
          <Link to="/self-care" className="session-exit">
            <Trans>Leave session</Trans>
          </Link>
        </div>
        <div
          className="session-progress"
          role="progressbar"
          aria-valuemin={1}
          aria-valuemax={position.total}
          aria-valuenow={step}
          aria-valuetext={t`Step ${step} of ${position.total}`}
          aria-label={t`Session progress`}
        >
          <span className="session-progress-fill" style={{ inlineSize: `${(step / position.total) * 100}%` }} />
        </div>
        <p className="session-step" aria-hidden="true">
          <Trans>
            Step {step} of {position.total}
          </Trans>
        </p>
      </header>

      <section
        className="session-screen"
        ref={screenRef}
        tabIndex={-1}
        aria-label={t`Step ${step} of ${position.total}`}
      >
        {screenHasFallback(screen) && (
          <p className="screen-fallback-note">
            <Trans>Part of this step is not translated yet, so it is shown in English.</Trans>
          </p>
        )}
        <ScreenView key={screen.id} screen={screen} record={record} />
      </section>

      <nav className="session-nav" aria-label={t`Session steps`}>
        <button type="button" className="button button-secondary" onClick={back} disabled={!position.previous}>
          <span className="icon-directional" aria-hidden="true">
            ←
          </span>{' '}
          <Trans>Back</Trans>
        </button>
        <button type="button" className="button" onClick={forward}>
          {position.isLast ? (
            <Trans>Finish session</Trans>
          ) : (
            <>
              <Trans>Next</Trans>{' '}
              <span className="icon-directional" aria-hidden="true">
                →
              </span>
            </>
          )}
        </button>
      </nav>

      <CheckInModal
        open={phase === 'start-check-in' || phase === 'end-check-in'}
        onClose={() => {
          if (phase === 'start-check-in') beginSession(theme.id, sessionId, record);
          else endSession(record);
          setPhase(phase === 'start-check-in' ? 'playing' : 'finished');
        }}
        onSubmit={({ mood, note }) => {
          const moment = phase === 'start-check-in' ? 'start' : 'end';
          record('check_in', { mood: moodScore(mood), moment, ...(note ? { note } : {}) });
          if (phase === 'start-check-in') beginSession(theme.id, sessionId, record);
          else endSession(record);
          setPhase(phase === 'start-check-in' ? 'playing' : 'finished');
        }}
      />
      <ThankYouModal
        open={phase === 'finished'}
        title={<Trans>Session complete. Well done.</Trans>}
        onClose={() => void navigate({ to: '/dashboard' })}
      >
        <WhatComesNext themeId={theme.id} next={nextSession} />
      </ThankYouModal>
    </article>
  );
}

/** A link to a step that is not (or no longer) there: say so, and lead back in. */
function StepNotHere({ restart }: { restart?: { themeId: string; sessionId: string; screenId: string } | undefined }) {
  return (
    <section className="page session-missing">
      <h1>
        <Trans>This step is no longer here</Trans>
      </h1>
      <p>
        <Trans>The session may have been updated since you last opened it.</Trans>
      </p>
      <div className="screen-actions">
        {restart && (
          <Link to="/theme/$themeId/session/$sessionId/screen/$screenId" params={restart} className="button">
            <Trans>Start the theme from the beginning</Trans>
          </Link>
        )}
        <Link to="/self-care" className="button button-secondary">
          <Trans>Back to Self-Care</Trans>
        </Link>
      </div>
    </section>
  );
}

/** The thank-you's "what comes next": the theme's next session, or the member's progress after its last. */
function WhatComesNext({ themeId, next }: { themeId: string; next: SelfCareSession | undefined }) {
  const first = next?.screens[0];
  if (!next || !first) {
    return (
      <p>
        <Trans>
          You finished this theme. See how far you have come in <Link to="/my-progress">My Progress</Link>.
        </Trans>
      </p>
    );
  }
  return (
    <>
      <p>
        <Trans>
          Next up: <Shown value={next.title} /> ({next.minutes} min). Start it now, or find it on your dashboard
          whenever suits you.
        </Trans>
      </p>
      <p>
        <Link
          to="/theme/$themeId/session/$sessionId/screen/$screenId"
          params={{ themeId, sessionId: next.id, screenId: first.id }}
          className="button"
        >
          <Trans>Start the next session</Trans>
        </Link>
      </p>
    </>
  );
}

/** A session starts once per visit: reloading its first screen does not ask for a second check-in. */
function startedThisVisit(themeId: string, sessionId: string): boolean {
  try {
    return sessionStorage.getItem(`self-care:started:${themeId}:${sessionId}`) !== null;
  } catch {
    return false;
  }
}

function beginSession(themeId: string, sessionId: string, record: (type: string) => void): void {
  try {
    sessionStorage.setItem(`self-care:started:${themeId}:${sessionId}`, new Date().toISOString());
  } catch {
    // Private modes may refuse storage: the worst case is one more check-in offered.
  }
  record('session_started');
}

function endSession(record: (type: string) => void): void {
  record('session_completed');
}
