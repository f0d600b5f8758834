import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

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
  return (
    <FieldFrame label={label} description={description} error={error} id={id} className={className}>
      {(control) => (
        <select
          {...selectProps}
          {...control}
          className="field-input field-select"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
