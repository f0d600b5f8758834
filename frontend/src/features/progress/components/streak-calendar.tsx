import { Trans, useLingui } from '@lingui/react/macro';

interface StreakCalendarProps {
  /** The days of the period, oldest first (ISO days). */
  days: readonly string[];
  activeDays: readonly string[];
  current: number;
  longest: number;
}

/**
 * The streak: today's run and the longest, in words, over a calendar of the period's days (a practised day filled).
 * The grid flows with the page's direction; each day says what it is to a screen reader.
 */
export function StreakCalendar({ days, activeDays, current, longest }: StreakCalendarProps) {
  const { i18n, t } = useLingui();
  const active = new Set(activeDays);
  const label = new Intl.DateTimeFormat(i18n.locale, { weekday: 'short', month: 'short', day: 'numeric' });
  return (
    <div className="streak">
      <p className="streak-figures">
        <span className="streak-figure">
          <strong>{current}</strong> <Trans>days in a row now</Trans>
        </span>
        <span className="streak-figure">
          <strong>{longest}</strong> <Trans>days, your longest run</Trans>
        </span>
      </p>
      <ul className={`streak-days${days.length > 60 ? ' is-dense' : ''}`} aria-label={t`Days you practised`}>
        {days.map((day) => {
          const practised = active.has(day);
          const when = label.format(Date.parse(`${day}T12:00:00`));
          return (
            <li key={day} className={practised ? 'streak-day is-active' : 'streak-day'} title={when}>
              <span className="visually-hidden">{practised ? t`${when}: practised` : t`${when}: no practice`}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
