import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';

interface ThankYouModalProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children?: ReactNode;
}

/** A short thank-you after a form is sent (contact, demo request, check-in). */
export function ThankYouModal({ open, onClose, title, children }: ThankYouModalProps) {
  return (
    <ModalDialog
      open={open}
      title={title ?? <Trans>Thank you!</Trans>}
      onCancel={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      }
    >
      <div className="thank-you-icon" aria-hidden="true">
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
        </svg>
      </div>
      {children ?? (
        <p>
          <Trans>We have received your message and will get back to you soon.</Trans>
        </p>
      )}
    </ModalDialog>
  );
}
