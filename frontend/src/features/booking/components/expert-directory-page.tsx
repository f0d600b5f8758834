import { GENDERS, type Gender, GOALS, type Goal } from '@kinwell/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { authStore } from '../../auth/auth-store';
import { type DirectoryFilters, expertsQueryOptions } from '../booking-api';
import { expertGenderText, goalText } from '../booking-labels';
import { browserTimeZone, languageName, zoneName } from '../booking-time';
import { ExpertCard } from './expert-card';
import { VisitorInvitation } from './visitor-invitation';
import '../booking.css';
import { LoadFailed } from '../../../components/load-failed';

/**
 * /book-session: the expert directory. Members filter by what they want help with, a language and the expert's
 * gender, and may sort by the soonest free time; every time is on the member's own clock. Visitors read what booking
 * is and how to sign in (the directory's API is for signed-in members).
 */
export function ExpertDirectoryPage() {
  const { isLoggedIn } = useSnapshot(authStore);
  return (
    <section className="page booking-page" aria-labelledby="directory-title">
      <h1 id="directory-title">
        <Trans>Book a 1x1 session</Trans>
      </h1>
      <p className="page-lead">
        <Trans>Choose an expert who fits what you are going through, then pick a time that suits you.</Trans>
      </p>
      {isLoggedIn ? <MemberDirectory /> : <VisitorInvitation />}
    </section>
  );
}

function MemberDirectory() {
  const { i18n, t } = useLingui();
  const [filters, setFilters] = useState<DirectoryFilters>({});
  const timeZone = browserTimeZone();
  const experts = useQuery({ ...expertsQueryOptions(filters), placeholderData: keepPreviousData });
  // The language choices: every language of the whole directory, read once without filters.
  const everyone = useQuery(expertsQueryOptions({}));
  const languages = [...new Set((everyone.data?.experts ?? []).flatMap((expert) => expert.languages))].sort();
  const filtered = Boolean(filters.goal || filters.language || filters.gender);
  const set = (key: keyof DirectoryFilters, value: string) =>
    setFilters((current) => {
      const next: DirectoryFilters = { ...current };
      if (value) Object.assign(next, { [key]: value });
      else delete next[key];
      return next;
    });

  return (
    <>
      <p className="booking-my-link">
        <Link to="/book-session/my-bookings">
          <Trans>My bookings</Trans>
        </Link>
      </p>
      <form className="directory-filters" aria-label={t`Filter experts`} onSubmit={(event) => event.preventDefault()}>
        <FilterSelect
          label={t`Help with`}
          value={filters.goal ?? ''}
          onChange={(value) => set('goal', value)}
          options={GOALS.map((goal: Goal) => [goal, i18n._(goalText[goal])])}
          anyLabel={t`Any topic`}
        />
        <FilterSelect
          label={t`Session language`}
          value={filters.language ?? ''}
          onChange={(value) => set('language', value)}
          options={languages.map((tag) => [tag, languageName(tag, i18n.locale)])}
          anyLabel={t`Any language`}
        />
        <FilterSelect
          label={t`Expert’s gender`}
          value={filters.gender ?? ''}
          onChange={(value) => set('gender', value)}
          options={GENDERS.filter((gender) => gender !== 'Prefer not to say').map((gender: Gender) => [
            gender,
            i18n._(expertGenderText[gender]),
          ])}
          anyLabel={t`Anyone`}
        />
        <FilterSelect
          label={t`Sort by`}
          value={filters.sort ?? ''}
          onChange={(value) => set('sort', value)}
          options={[['soonest', t`Soonest available`]]}
          anyLabel={t`Name`}
        />
      </form>
      <p className="booking-zone">
        <Trans>
          Times are shown in your time zone: {zoneName(timeZone, i18n.locale)} ({timeZone}).
        </Trans>
      </p>

      <div id="book" aria-live="polite" aria-busy={experts.isFetching || undefined}>
        {experts.isPending ? (
          <p className="booking-status">
            <Trans>Finding experts…</Trans>
          </p>
        ) : experts.isError ? (
          <LoadFailed className="booking-status" onRetry={() => void experts.refetch()}>
            <Trans>The experts could not be loaded.</Trans>
          </LoadFailed>
        ) : experts.data.experts.length === 0 ? (
          <div className="booking-empty">
            <p>
              {filtered ? (
                <Trans>No expert matches these filters yet. Try another language or topic.</Trans>
              ) : (
                <Trans>No experts are available right now. Please look again soon.</Trans>
              )}
            </p>
            {filtered ? (
              <button type="button" className="button button-secondary" onClick={() => setFilters({})}>
                <Trans>Clear filters</Trans>
              </button>
            ) : null}
          </div>
        ) : (
          <ul className="expert-list">
            {experts.data.experts.map((expert) => (
              <ExpertCard key={expert.id} expert={expert} timeZone={timeZone} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
  anyLabel: string;
}

function FilterSelect({ label, value, onChange, options, anyLabel }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-control">
        <select
          id={id}
          className="field-input field-select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{anyLabel}</option>
          {options.map(([optionValue, optionLabel]) => (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
