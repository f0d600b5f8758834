import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDate } from '../../../lib/i18n';
import {
  type AvailabilityDraft,
  draftIsValid,
  draftOf,
  inputOf,
  nextRange,
  rangeProblems,
  type TimeRange,
  WEEKDAYS,
} from '../availability-draft';
import { type AvailabilityResponse, expertConsoleApi, expertConsoleKeys } from '../expert-console-api';
import { RangeRow } from './range-row';
import { TimeSelect } from './time-select';

/** `2026-12-25` as the app's language writes a date. */
function dayText(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return formatDate({ year, month, day: date }, { dateStyle: 'full' });
}

/** An ISO weekday's name (1 Monday): 1 January 2024 was a Monday. */
function weekdayText(weekday: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, weekday));
}

/**
 * The expert's availability on their own clock: hours for each weekday (several spans a day), days off, and one-off
 * extra hours; saved all at once (PUT), as the contract replaces every list together.
 */
export function AvailabilityEditor({ saved }: { saved: AvailabilityResponse }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<AvailabilityDraft>(() => draftOf(saved));
  const [baseline, setBaseline] = useState(() => JSON.stringify(inputOf(draftOf(saved))));
  const [dayOff, setDayOff] = useState('');
  const [extra, setExtra] = useState({ day: '', start: '09:00', end: '12:00' });
  const dayOffId = useId();
  const extraDayId = useId();
  const dirty = JSON.stringify(inputOf(draft)) !== baseline;
  const valid = draftIsValid(draft);

  const save = useMutation({
    mutationFn: () => expertConsoleApi.saveAvailability(inputOf(draft)),
    onSuccess: (answer) => {
      queryClient.setQueryData(expertConsoleKeys.availability(), answer);
      setDraft(draftOf(answer));
      setBaseline(JSON.stringify(inputOf(draftOf(answer))));
    },
  });
  const edit = (change: (current: AvailabilityDraft) => AvailabilityDraft) => {
    save.reset();
    setDraft(change);
  };
  const setWeekday = (weekday: number, ranges: TimeRange[]) =>
    edit((current) => ({ ...current, weekly: { ...current.weekly, [weekday]: ranges } }));
  const extraProblems = (day: string) => rangeProblems(draft.extra.filter((range) => range.day === day));

  return (
    <form
      className="availability-editor"
      aria-labelledby="availability-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && dirty) save.mutate();
      }}
    >
      <h2 id="availability-title">
        <Trans>Your availability</Trans>
      </h2>

      <fieldset className="console-card">
        <legend>
          <Trans>Weekly hours</Trans>
        </legend>
        <ul className="weekday-list">
          {WEEKDAYS.map((weekday) => {
            const ranges = draft.weekly[weekday] ?? [];
            const problems = rangeProblems(ranges);
            const name = weekdayText(weekday, i18n.locale);
            return (
              <li key={weekday} className="weekday-row">
                <h3 className="weekday-name">{name}</h3>
                {ranges.length === 0 ? (
                  <p className="weekday-off">
                    <Trans>Not available</Trans>
                  </p>
                ) : (
                  <ul className="range-list">
                    {ranges.map((range, index) => (
                      <RangeRow
                        // biome-ignore lint/suspicious/noArrayIndexKey: a range's place is its identity while editing.
                        key={index}
                        range={range}
                        label={t`${name}, hours ${index + 1}`}
                        problem={problems.get(index)}
                        onChange={(next) =>
                          setWeekday(
                            weekday,
                            ranges.map((old, at) => (at === index ? next : old)),
                          )
                        }
                        onRemove={() =>
                          setWeekday(
                            weekday,
                            ranges.filter((_, at) => at !== index),
                          )
                        }
                      />
                    ))}
                  </ul>
                )}
                <button
                  type="button"
                  className="button-link"
                  onClick={() => setWeekday(weekday, [...ranges, nextRange(ranges)])}
                >
                  <Trans>Add hours</Trans> <span className="visually-hidden">{name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset className="console-card">
        <legend>
          <Trans>Days off</Trans>
        </legend>
        {draft.daysOff.length === 0 ? (
          <p className="weekday-off">
            <Trans>No days off planned.</Trans>
          </p>
        ) : (
          <ul className="day-list">
            {draft.daysOff.map((day) => (
              <li key={day}>
                <span>{dayText(day)}</span>
                <button
                  type="button"
                  className="button-link"
                  onClick={() => edit((current) => ({ ...current, daysOff: current.daysOff.filter((d) => d !== day) }))}
                >
                  <Trans>Remove</Trans> <span className="visually-hidden">{dayText(day)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="console-add">
          <div className="field">
            <label className="field-label" htmlFor={dayOffId}>
              <Trans>Day off</Trans>
            </label>
            <div className="field-control">
              <input
                id={dayOffId}
                type="date"
                className="field-input"
                value={dayOff}
                onChange={(event) => setDayOff(event.target.value)}
              />
            </div>
          </div>
          <button
            type="button"
            className="button button-secondary"
            disabled={!dayOff}
            onClick={() => {
              edit((current) => ({ ...current, daysOff: [...new Set([...current.daysOff, dayOff])].sort() }));
              setDayOff('');
            }}
          >
            <Trans>Add day off</Trans>
          </button>
        </div>
      </fieldset>

      <fieldset className="console-card">
        <legend>
          <Trans>Extra hours</Trans>
        </legend>
        <p className="field-hint">
          <Trans>One-off hours on a given day, on top of your weekly hours.</Trans>
        </p>
        {draft.extra.length === 0 ? (
          <p className="weekday-off">
            <Trans>No extra hours planned.</Trans>
          </p>
        ) : (
          <ul className="range-list">
            {draft.extra.map((range, index) => {
              const sameDay = draft.extra.filter((other) => other.day === range.day);
              const problem = extraProblems(range.day).get(sameDay.indexOf(range));
              return (
                <RangeRow
                  // biome-ignore lint/suspicious/noArrayIndexKey: a range's place is its identity while editing.
                  key={index}
                  range={range}
                  label={dayText(range.day)}
                  caption={dayText(range.day)}
                  problem={problem}
                  onChange={(next) =>
                    edit((current) => ({
                      ...current,
                      extra: current.extra.map((old, at) => (at === index ? { ...range, ...next } : old)),
                    }))
                  }
                  onRemove={() =>
                    edit((current) => ({ ...current, extra: current.extra.filter((_, at) => at !== index) }))
                  }
                />
              );
            })}
          </ul>
        )}
        <div className="console-add">
          <div className="field">
            <label className="field-label" htmlFor={extraDayId}>
              <Trans>Day</Trans>
            </label>
            <div className="field-control">
              <input
                id={extraDayId}
                type="date"
                className="field-input"
                value={extra.day}
                onChange={(event) => setExtra({ ...extra, day: event.target.value })}
              />
            </div>
          </div>
          <div className="field-control range-fields">
            <TimeSelect
              label={t`Extra hours: from`}
              value={extra.start}
              onChange={(start) => setExtra({ ...extra, start })}
            />
            <span aria-hidden="true">–</span>
            <TimeSelect label={t`Extra hours: to`} value={extra.end} onChange={(end) => setExtra({ ...extra, end })} />
          </div>
          <button
            type="button"
            className="button button-secondary"
            disabled={!extra.day}
            onClick={() => {
              edit((current) => ({ ...current, extra: [...current.extra, { ...extra }] }));
              setExtra({ ...extra, day: '' });
            }}
          >
            <Trans>Add extra hours</Trans>
          </button>
        </div>
      </fieldset>

      <div className="console-save">
        <button
          type="submit"
          className="button"
          disabled={!dirty || !valid || save.isPending}
          aria-busy={save.isPending || undefined}
        >
          {save.isPending ? t`Saving…` : t`Save availability`}
        </button>
        <p role="status" className="console-save-status">
          {save.isSuccess ? (
            <Trans>Saved. Members now see these times.</Trans>
          ) : dirty ? (
            valid ? (
              <Trans>You have unsaved changes.</Trans>
            ) : (
              <Trans>Fix the hours marked above to save.</Trans>
            )
          ) : null}
        </p>
        {save.isError ? (
          <p className="booking-error" role="alert">
            {save.error.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
