import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

/** A busy indicator announced politely to screen readers; the spinner itself is decorative. */
export function Loader({ label }: { label?: string }) {
  const { i18n } = useLingui();
  const text = label ?? i18n._(msg`Loading…`);
  return (
    <div className="loader" role="status" aria-live="polite">
      <span className="loader-spinner" aria-hidden="true" />
      <span className="visually-hidden">{text}</span>
    </div>
  );
}
