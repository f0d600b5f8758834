import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The form's main button: disabled and reading "Processing..." while the call is under way. On a prerendered page it
 * is disabled until the app has hydrated the form: before that, pressing it (or Enter in a field) would submit the
 * form natively, putting what was typed, the password too, into the address.
 */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className="button button-block"
      disabled={pending || !hydrated}
      aria-busy={pending || undefined}
    >
      {pending ? <Trans>Processing...</Trans> : children}
    </button>
  );
}
