import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';

interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'children'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  description?: ReactNode;
}

/** A labelled multi-line input whose hint and error are tied to it and whose error is announced. */
export function TextAreaField({
  label,
  value,
  onValueChange,
  error,
  description,
  id,
  className,
  ...textAreaProps
}: TextAreaFieldProps) {
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
        <textarea
          {...textAreaProps}
          id={inputId}
          className="field-input field-textarea"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
