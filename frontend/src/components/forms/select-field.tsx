import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> {
  label: ReactNode;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  /** The first, empty choice ("Select…"); none when the field always has a value. */
  placeholder?: string;
  error?: string | undefined;
  description?: ReactNode;
}

/** A labelled native select whose hint and error are tied to it and whose error is announced. */
export function SelectField({
  label,
  value,
  options,
  onValueChange,
  placeholder,
  error,
  description,
  id,
  className,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const descriptionId = `${selectId}-description`;
  const errorId = `${selectId}-error`;
  const describedBy = [description ? descriptionId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={selectId} className="field-label">
        {label}
      </label>
      {description ? (
        <p id={descriptionId} className="field-hint">
          {description}
        </p>
      ) : null}
      <div className="field-control">
        <select
          {...selectProps}
          id={selectId}
          className="field-input field-select"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
