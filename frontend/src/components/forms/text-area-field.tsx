import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
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
  // Read-only until the app has hydrated a prerendered form: what was typed or filled in before would be lost
  // (the form's state starts empty), so nothing may be typed before.
  const hydrated = useHydrated();
  return (
    <FieldFrame label={label} description={description} error={error} id={id} className={className}>
      {(control) => (
        <textarea
          {...textAreaProps}
          {...control}
          readOnly={!hydrated || textAreaProps.readOnly}
          className="field-input field-textarea"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
