import { MAX_COACH_MESSAGE_CHARS } from '@kinwell/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';

interface CoachComposerProps {
  busy: boolean;
  onSend: (text: string) => Promise<boolean>;
  label: string;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line, and the length left is shown (and read out when it
 * runs short). The text is kept until the coach has taken it, so a refusal loses nothing.
 */
export function CoachComposer({ busy, onSend, label }: CoachComposerProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const inputId = useId();
  const countId = useId();
  const length = text.length;
  const tooLong = length > MAX_COACH_MESSAGE_CHARS;
  const empty = text.trim() === '';

  const send = async () => {
    if (busy || empty || tooLong) return;
    if (await onSend(text.trim())) setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // A composition (Japanese input) uses Enter to pick its characters: that Enter is not a send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form className="coach-composer" onSubmit={onSubmit}>
      <label htmlFor={inputId}>{label}</label>
      <textarea
        id={inputId}
        value={text}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={countId}
        aria-invalid={tooLong || undefined}
        placeholder={t`Write a message. Enter sends, Shift+Enter adds a line.`}
      />
      <div className="coach-composer-row">
        <p
          id={countId}
          className={tooLong ? 'coach-count is-over' : 'coach-count'}
          aria-live={tooLong ? 'polite' : 'off'}
        >
          {tooLong ? (
            <Trans>
              Too long: {length} of {MAX_COACH_MESSAGE_CHARS} characters
            </Trans>
          ) : (
            <Trans>
              {length} of {MAX_COACH_MESSAGE_CHARS} characters
            </Trans>
          )}
        </p>
        <button type="submit" className="button" disabled={busy || empty || tooLong}>
          {busy ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
        </button>
      </div>
    </form>
  );
}
