import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

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
  return (
    <FieldFrame label={label} description={description} error={error} id={id} className={className}>
      {(control) => (
        <textarea
          {...textAreaProps}
          {...control}
          className="field-input field-textarea"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
