import type { InputHTMLAttributes, ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { FieldFrame } from './field-frame';

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
  // Read-only until the app has hydrated a prerendered form: what was typed or filled in before would be lost
  // (the form's state starts empty), so nothing may be typed before.
  const hydrated = useHydrated();
  return (
    <FieldFrame label={label} description={description} error={error} id={id} className={className} addon={addon}>
      {(control) => (
        <input
          {...inputProps}
          {...control}
          readOnly={!hydrated || inputProps.readOnly}
          className="field-input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
