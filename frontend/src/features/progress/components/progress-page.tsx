import { daysBetween, textDirection } from '@kinwell/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { moodLabel } from '../../../components/check-in-modal';
import { Loader } from '../../../components/loader';
import { ModalDialog } from '../../../components/modal-dialog';
import { catalogQueryOptions } from '../../self-care/self-care-api';
import { progressApi, progressKeys, progressQueryOptions } from '../progress-api';
import { PERIODS, type Period, type ProgressSummary } from '../progress-summary';
import { MinutesChart } from './minutes-chart';
import { MoodChart } from './mood-chart';
import { StreakCalendar } from './streak-calendar';
import '../progress.css';
import { LoadFailed } from '../../../components/load-failed';

/**
 * My Progress: mood over time (from check-ins), minutes practised per week, the streak, each theme's completion and
 * recent reflections, for a period the member picks. Every chart has its table; every empty part leads somewhere.
 */
export function ProgressPage() {
  const { t } = useLingui();
  const [period, setPeriod] = useState<Period>('month');
  const summary = useQuery(progressQueryOptions(period));
  const periodLabels: Record<Period, string> = {
    week: t`Last 7 days`,
    month: t`Last 30 days`,
    quarter: t`Last 3 months`,
    year: t`Last 12 months`,
  };

  return (
    <section className="page progress-page" aria-labelledby="progress-title">
      <h1 id="progress-title">
        <Trans>My Progress</Trans>
      </h1>
      <fieldset className="period-filter">
        <legend className="visually-hidden">
          <Trans>Period</Trans>
        </legend>
        {PERIODS.map((option) => (
          <label key={option} className={option === period ? 'period-option is-current' : 'period-option'}>
            <input
              type="radio"
              name="period"
              value={option}
              checked={option === period}
              onChange={() => setPeriod(option)}
            />
            {periodLabels[option]}
          </label>
        ))}
      </fieldset>
      {summary.isPending ? (
        <Loader label={t`Loading your progress…`} />
      ) : summary.isError ? (
        <LoadFailed className="progress-card" onRetry={() => void summary.refetch()}>
          <Trans>Your progress could not be loaded. Check your connection and try again.</Trans>
        </LoadFailed>
      ) : (
        <ProgressSections summary={summary.data} />
      )}
    </section>
  );
}

function ProgressSections({ summary }: { summary: ProgressSummary }) {
  const { i18n } = useLingui();
  const rtl = textDirection(i18n.locale) === 'rtl';
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });
  const practised = summary.minutesPerWeek.some((week) => week.minutes > 0);

  return (
    <div className="progress-sections">
      <section className="progress-card" aria-labelledby="mood-title">
        <h2 id="mood-title">
          <Trans>Mood</Trans>
        </h2>
        {summary.moods.length === 0 ? (
          <EmptyPart>
            <Trans>No check-ins in this period. Each session starts with one: how you feel shows here.</Trans>
          </EmptyPart>
        ) : (
          <>
            <MoodChart moods={summary.moods} rtl={rtl} />
            <ChartTable
              headers={[<Trans key="date">Date</Trans>, <Trans key="mood">Mood</Trans>]}
              rows={summary.moods.map((point) => ({
                key: point.at,
                cells: [day.format(Date.parse(point.at)), `${moodLabel(i18n, point.mood)} (${point.mood}/5)`],
              }))}
            />
          </>
        )}
      </section>

      <section className="progress-card" aria-labelledby="minutes-title">
        <h2 id="minutes-title">
          <Trans>Time practised</Trans>
        </h2>
        {!practised ? (
          <EmptyPart>
            <Trans>No practice in this period yet. A session takes about ten minutes.</Trans>
          </EmptyPart>
        ) : (
          <>
            <MinutesChart weeks={summary.minutesPerWeek} rtl={rtl} />
            <ChartTable
              headers={[<Trans key="week">Week of</Trans>, <Trans key="minutes">Minutes</Trans>]}
              rows={summary.minutesPerWeek.map((week) => ({
                key: week.weekStart,
                cells: [day.format(Date.parse(week.weekStart)), week.minutes],
              }))}
            />
          </>
        )}
      </section>

      <section className="progress-card" aria-labelledby="streak-title">
        <h2 id="streak-title">
          <Trans>Streak</Trans>
        </h2>
        <StreakCalendar
          days={daysBetween(summary.from, summary.to)}
          activeDays={summary.streak.activeDays}
          current={summary.streak.current}
          longest={summary.streak.longest}
        />
      </section>

      <ThemesCompletion summary={summary} />
      <RecentReflections reflections={summary.recentReflections} />
    </div>
  );
}

function ThemesCompletion({ summary }: { summary: ProgressSummary }) {
  const { i18n, t } = useLingui();
  const catalog = useQuery(catalogQueryOptions(i18n.locale));
  const started = summary.themes.flatMap((progress) => {
    const theme = catalog.data?.themes.find((candidate) => candidate.id === progress.themeId);
    return theme ? [{ theme, progress }] : [];
  });
  return (
    <section className="progress-card" aria-labelledby="themes-title">
      <h2 id="themes-title">
        <Trans>Themes</Trans>
      </h2>
      {started.length === 0 ? (
        <EmptyPart>
          <Trans>You have not started a theme yet.</Trans>
        </EmptyPart>
      ) : (
        <ul className="theme-completion">
          {started.map(({ theme, progress }) => {
            const done = progress.completedSessionIds.length;
            const total = theme.sessions.length;
            return (
              <li key={theme.id}>
                <span className="theme-completion-title">{theme.title.text}</span>
                <span
                  className="theme-progress-bar"
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={total}
                  aria-valuenow={done}
                  aria-label={theme.title.text}
                  aria-valuetext={t`${done} of ${total} sessions completed`}
                >
                  <span style={{ inlineSize: `${(done / Math.max(total, 1)) * 100}%` }} />
                </span>
                <span className="theme-completion-figure" aria-hidden="true">
                  {done}/{total}
                </span>
                {progress.lastPosition && done < total && (
                  <Link
                    to="/theme/$themeId/session/$sessionId/screen/$screenId"
                    params={{ themeId: theme.id, ...progress.lastPosition }}
                  >
                    <Trans>Continue</Trans>
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function RecentReflections({ reflections }: { reflections: ProgressSummary['recentReflections'] }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<string | undefined>();
  const remove = useMutation({
    mutationFn: (id: string) => progressApi.deleteReflection(id),
    onSettled: () => {
      setDeleting(undefined);
      void queryClient.invalidateQueries({ queryKey: progressKeys.all });
    },
  });
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });
  return (
    <section className="progress-card" aria-labelledby="reflections-title">
      <h2 id="reflections-title">
        <Trans>Recent reflections</Trans>
      </h2>
      <p className="field-hint">
        <Trans>Only you can see these.</Trans>
      </p>
      {reflections.length === 0 ? (
        <EmptyPart>
          <Trans>Your reflections will be kept here, privately, when you write one in a session.</Trans>
        </EmptyPart>
      ) : (
        <ul className="reflections">
          {reflections.map((reflection) => (
            <li key={reflection.id} className="reflection">
              <p className="reflection-date">{day.format(Date.parse(reflection.at))}</p>
              <p className="reflection-text">{reflection.text}</p>
              <button type="button" className="button-link" onClick={() => setDeleting(reflection.id)}>
                <Trans>Delete</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && (
        <p className="account-error" role="alert">
          <Trans>The reflection could not be deleted. Please try again.</Trans>
        </p>
      )}
      <ModalDialog
        open={deleting !== undefined}
        title={<Trans>Delete this reflection?</Trans>}
        onCancel={() => setDeleting(undefined)}
        actions={
          <>
            <button type="button" className="button button-secondary" onClick={() => setDeleting(undefined)}>
              <Trans>Keep it</Trans>
            </button>
            <button
              type="button"
              className="button"
              disabled={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting)}
            >
              {remove.isPending ? t`Deleting…` : t`Delete`}
            </button>
          </>
        }
      >
        <p>
          <Trans>It will be gone for good.</Trans>
        </p>
      </ModalDialog>
    </section>
  );
}

/** A chart's data as a table, folded under the chart: the same figures for screen readers and for reading exactly. */
function ChartTable({ headers, rows }: { headers: ReactNode[]; rows: { key: string; cells: ReactNode[] }[] }) {
  return (
    <details className="chart-table">
      <summary>
        <Trans>Show as a table</Trans>
      </summary>
      <table>
        <thead>
          <tr>
            {headers.map((header, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed.
              <th key={index} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed.
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

function EmptyPart({ children }: { children: ReactNode }) {
  return (
    <div className="progress-empty">
      <p>{children}</p>
      <Link to="/self-care" className="button button-secondary">
        <Trans>Explore Self-Care</Trans>
      </Link>
    </div>
  );
}
