import { Trans, useLingui } from '@lingui/react/macro';
import type { OwnMessageStatus } from '../message-status';
import { formatClock } from '../message-time';
import { UrgentHelpNote } from './urgent-help-note';

interface MessageBubbleProps {
  text: string;
  createdAt: string;
  mine: boolean;
  /** The counterpart's name, read out before their messages. */
  author: string;
  /** The expert's side: the member was shown urgent-help resources after this message (contracts' `riskFlagged`). */
  urgentHelpShown?: boolean;
  /** The reader's own messages only. */
  status?: OwnMessageStatus;
  error?: string;
  onRetry?: () => void;
}

/** One message: the reader's at the inline end with where it stands, the other side's at the inline start. */
export function MessageBubble({
  text,
  createdAt,
  mine,
  author,
  urgentHelpShown,
  status,
  error,
  onRetry,
}: MessageBubbleProps) {
  const { i18n } = useLingui();
  return (
    <li className={`chat-message ${mine ? 'is-mine' : 'is-theirs'}${status === 'failed' ? ' is-failed' : ''}`}>
      <span className="visually-hidden">{mine ? <Trans>You wrote:</Trans> : <Trans>{author} wrote:</Trans>}</span>
      <p className="chat-message-text" dir="auto">
        {text}
      </p>
      {urgentHelpShown && <UrgentHelpNote />}
      <p className="chat-message-meta">
        <time dateTime={createdAt}>{formatClock(createdAt, i18n.locale)}</time>
        {status && <MessageStatus status={status} />}
      </p>
      {status === 'failed' && (
        <p className="chat-message-failed">
          {error ? <span>{error} </span> : null}
          <button type="button" className="chat-retry" onClick={onRetry}>
            <Trans>Retry</Trans>
          </button>
        </p>
      )}
    </li>
  );
}

function MessageStatus({ status }: { status: OwnMessageStatus }) {
  return (
    <span className={`chat-status is-${status}`}>
      {status === 'sending' ? (
        <Trans>Sending…</Trans>
      ) : status === 'failed' ? (
        <Trans>Not sent</Trans>
      ) : status === 'sent' ? (
        <Trans>Sent</Trans>
      ) : status === 'delivered' ? (
        <Trans>Delivered</Trans>
      ) : (
        <Trans>Read</Trans>
      )}
    </span>
  );
}
