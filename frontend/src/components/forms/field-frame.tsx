import { type ReactNode, useId } from 'react';
import { FieldError } from './field-error';

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: ReactNode;
  /** A hint under the label, read with the field. */
  description?: ReactNode;
  /** Shown under the field and announced; marks the field invalid. */
  error?: string | undefined;
  id?: string | undefined;
  className?: string | undefined;
  /** Controls placed after the control (the password field's show/hide button). */
  addon?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The frame every form field shares: a label, an optional hint, the control, and an announced error, with the
 * hint and error tied to the control (aria-describedby). Each field supplies only its control.
 */
export function FieldFrame({ label, description, error, id, className, addon, children }: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy = [description ? descriptionId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={controlId} className="field-label">
        {label}
      </label>
      {description ? (
        <p id={descriptionId} className="field-hint">
          {description}
        </p>
      ) : null}
      <div className="field-control">
        {children({
          id: controlId,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
        {addon}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
