import { useLingui } from '@lingui/react/macro';
import { HALF_HOURS } from '../availability-draft';

interface TimeSelectProps {
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
}

/** A clock time on the half-hour grid, `24:00` included as the day's end; a saved odd time stays offered. */
export function TimeSelect({ id, label, value, onChange, invalid = false }: TimeSelectProps) {
  const { i18n, t } = useLingui();
  const options = HALF_HOURS.includes(value) ? HALF_HOURS : [...HALF_HOURS, value].sort();
  const text = (time: string) => {
    if (time === '24:00') return t`Midnight (end of day)`;
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    return new Intl.DateTimeFormat(i18n.locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(
      Date.UTC(1970, 0, 1, hours, minutes),
    );
  };
  return (
    <select
      id={id}
      className="field-input field-select time-select"
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((time) => (
        <option key={time} value={time}>
          {text(time)}
        </option>
      ))}
    </select>
  );
}
