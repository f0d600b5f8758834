import type { ReactNode } from 'react';

/** A field's error, announced when it appears; `id` is what the control's aria-describedby names. Nothing when none. */
export function FieldError({ id, error }: { id: string; error: ReactNode }) {
  if (!error) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {error}
    </p>
  );
}
