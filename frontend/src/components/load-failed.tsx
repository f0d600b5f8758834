import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

interface LoadFailedProps {
  /** The card or status style of the page it stands in. */
  className: string;
  /** What could not be loaded, in the page's words. */
  children: ReactNode;
  onRetry: () => void;
  /** A quieter button, where the retry sits inside a form. */
  secondary?: boolean;
}

/** A read that failed: what could not be loaded and a way to read it again, announced as an alert. */
export function LoadFailed({ className, children, onRetry, secondary = false }: LoadFailedProps) {
  return (
    <div className={className} role="alert">
      <p>{children}</p>
      <button type="button" className={secondary ? 'button button-secondary' : 'button'} onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
