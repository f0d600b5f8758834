import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** The form's main button: disabled and reading "Processing..." while the call is under way. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button-block" disabled={pending} aria-busy={pending || undefined}>
      {pending ? <Trans>Processing...</Trans> : children}
    </button>
  );
}
