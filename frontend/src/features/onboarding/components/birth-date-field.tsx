import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useMemo } from 'react';
import { FieldError } from '../../../components/forms/field-error';
import { formatDate } from '../../../lib/i18n';

export interface BirthDateValue {
  birthYear: string;
  birthMonth: string;
  birthDay: string;
}

interface BirthDateFieldProps {
  legend: ReactNode;
  value: BirthDateValue;
  onChange: (name: keyof BirthDateValue, value: string) => void;
  error?: string | undefined;
  /** The newest year offered (this year). */
  thisYear: number;
  /** How many years back the list goes. */
  years?: number;
}

/**
 * Spec section 2's date of birth: month, day and year selects in a labelled group, with one error for the three.
 * Days always run to 31, so a choice is never silently changed; an impossible date gets its own message.
 */
export function BirthDateField({ legend, value, onChange, error, thisYear, years = 120 }: BirthDateFieldProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  const months = useMemo(
    () =>
      Array.from({ length: 12 }, (_, index) => ({
        value: String(index + 1),
        label: formatDate({ year: 2000, month: index + 1, day: 1 }, { month: 'long' }, i18n.locale),
      })),
    [i18n.locale],
  );
  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;

  const select = (name: keyof BirthDateValue, label: string, options: { value: string; label: string }[]) => (
    <div className="field birth-date-part">
      <label htmlFor={`${id}-${name}`} className="field-sublabel">
        {label}
      </label>
      <div className="field-control">
        <select
          id={`${id}-${name}`}
          className="field-input field-select"
          value={value[name]}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => onChange(name, event.target.value)}
        >
          <option value="">{label}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );

  return (
    <fieldset className="field-group birth-date" aria-describedby={describedBy}>
      <legend className="field-label">{legend}</legend>
      <div className="birth-date-parts">
        {select('birthMonth', t`Month`, months)}
        {select(
          'birthDay',
          t`Day`,
          Array.from({ length: 31 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) })),
        )}
        {select(
          'birthYear',
          t`Year`,
          Array.from({ length: years + 1 }, (_, index) => ({
            value: String(thisYear - index),
            label: String(thisYear - index),
          })),
        )}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
