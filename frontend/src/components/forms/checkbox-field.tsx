import { type ReactNode, useId } from 'react';

interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
  /** Read with the checkbox (why it is disabled, for instance). */
  description?: ReactNode;
}

export function CheckboxField({ label, checked, onCheckedChange, name, disabled, description }: CheckboxFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="field-checkbox-wrap">
      <div className="field-checkbox">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={description ? descriptionId : undefined}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {description ? (
        <p id={descriptionId} className="field-hint">
          {description}
        </p>
      ) : null}
    </div>
  );
}
