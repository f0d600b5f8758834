import { Trans, useLingui } from '@lingui/react/macro';
import type { RangeProblem, TimeRange } from '../availability-draft';
import { TimeSelect } from './time-select';

interface RangeRowProps {
  range: TimeRange;
  /** Names the range for screen readers: "Monday, hours 1". */
  label: string;
  problem: RangeProblem | undefined;
  /** Shown before the times (an extra range's day); weekly ranges sit under their weekday already. */
  caption?: string;
  onChange: (range: TimeRange) => void;
  onRemove: () => void;
}

/** One span of hours: from, to, remove; with what is wrong with it said beside it. */
export function RangeRow({ range, label, problem, caption, onChange, onRemove }: RangeRowProps) {
  const { t } = useLingui();
  return (
    <li className="range-row">
      {caption ? <span className="range-caption">{caption}</span> : null}
      <div className="range-fields field-control">
        <TimeSelect
          label={t`${label}: from`}
          value={range.start}
          invalid={Boolean(problem)}
          onChange={(start) => onChange({ ...range, start })}
        />
        <span aria-hidden="true">–</span>
        <TimeSelect
          label={t`${label}: to`}
          value={range.end}
          invalid={Boolean(problem)}
          onChange={(end) => onChange({ ...range, end })}
        />
      </div>
      <button type="button" className="button-link" onClick={onRemove}>
        <Trans>Remove</Trans> <span className="visually-hidden">{label}</span>
      </button>
      {problem ? (
        <p className="field-error" role="alert">
          {problem === 'ends-before-start' ? (
            <Trans>These hours must end after they start.</Trans>
          ) : (
            <Trans>These hours overlap other hours of the same day.</Trans>
          )}
        </p>
      ) : null}
    </li>
  );
}
