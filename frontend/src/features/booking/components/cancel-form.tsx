import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

interface CancelFormProps {
  /** Inside 24 h a member's cancellation counts as used: they read it before confirming. */
  late: boolean;
  pending: boolean;
  error: string | undefined;
  onCancel: (reason: string | undefined) => void;
  onKeep: () => void;
  /** Whose words the reason is for: the expert reads a member's, the member an expert's. */
  reasonHint: string;
}

/** Cancelling a session: an optional reason, then a clear confirm or a way back. */
export function CancelForm({ late, pending, error, onCancel, onKeep, reasonHint }: CancelFormProps) {
  const { t } = useLingui();
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <form
      className="booking-inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        onCancel(reason.trim() || undefined);
      }}
    >
      {late ? (
        <p className="booking-note" role="note">
          <Trans>
            This session starts within 24 hours: cancelling now counts it as used from your sponsored sessions.
          </Trans>
        </p>
      ) : null}
      <div className="field">
        <label className="field-label" htmlFor={id}>
          <Trans>Reason (optional)</Trans>
        </label>
        <p className="field-hint" id={`${id}-hint`}>
          {reasonHint}
        </p>
        <div className="field-control">
          <textarea
            id={id}
            className="field-input"
            rows={3}
            maxLength={500}
            value={reason}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      </div>
      {error ? (
        <p className="booking-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="booking-actions">
        <button type="submit" className="button button-danger" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t`Cancelling…` : t`Cancel the session`}
        </button>
        <button type="button" className="button button-secondary" onClick={onKeep}>
          <Trans>Keep it</Trans>
        </button>
      </div>
    </form>
  );
}
