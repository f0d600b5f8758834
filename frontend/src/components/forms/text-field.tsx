import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'children'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field and announced; marks the field invalid. */
  error?: string | undefined;
  /** A hint under the label, read with the field. */
  description?: ReactNode;
  /** Controls placed after the input (the password field's show/hide button). */
  addon?: ReactNode;
}

/** A labelled input whose hint and error are tied to it (aria-describedby) and whose error is announced. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  description,
  addon,
  id,
  className,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const describedBy = [description ? descriptionId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      {description ? (
        <p id={descriptionId} className="field-hint">
          {description}
        </p>
      ) : null}
      <div className="field-control">
        <input
          {...inputProps}
          id={inputId}
          className="field-input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {addon}
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
