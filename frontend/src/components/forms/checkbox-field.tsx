import { type ReactNode, useId } from 'react';

interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name?: string;
}

export function CheckboxField({ label, checked, onCheckedChange, name }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="field-checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
