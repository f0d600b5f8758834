import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { LineIcon } from '../../../components/line-icon';

/**
 * Under a member's message that set off the crisis check, on the expert's side only: the member was just shown the
 * crisis card, so the expert can answer with that in mind. Quiet on purpose (muted text and a life-ring, not a red
 * alarm); the words say it, so colour is never the only sign, and it reads the same in dark mode and right to left.
 */
export function UrgentHelpNote() {
  const textId = useId();
  return (
    <p className="chat-urgent-help" role="note" aria-labelledby={textId}>
      <LineIcon className="chat-urgent-help-icon" size={16}>
        <circle cx="12" cy="12" r="9" />
        <circle cx="12" cy="12" r="4" />
        <path d="M5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6" />
      </LineIcon>
      <span id={textId}>
        <Trans>The member was shown urgent-help resources after this message.</Trans>
      </span>
    </p>
  );
}
