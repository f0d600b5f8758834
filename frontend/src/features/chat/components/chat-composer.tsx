import { MAX_CHAT_MESSAGE_CHARS } from '@kinwell/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { clearDraft, readDraft, writeDraft } from '../chat-drafts';

/** The count of characters shows from here on: most messages never see it. */
const COUNT_FROM = MAX_CHAT_MESSAGE_CHARS - 500;

interface ChatComposerProps {
  conversationId: string;
  /** The counterpart's name, for the box's label. */
  to: string;
  onSend: (text: string) => void;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line; the characters left show near the limit. What is
 * being written is kept per conversation for the tab's life, so a reload loses nothing; sending clears it (the
 * message itself waits in the list, with Retry, if it cannot be sent).
 */
export function ChatComposer({ conversationId, to, onSend }: ChatComposerProps) {
  const { t } = useLingui();
  const [text, setText] = useState(() => readDraft(conversationId));
  const inputId = useId();
  const countId = useId();
  const length = text.length;
  const tooLong = length > MAX_CHAT_MESSAGE_CHARS;
  const empty = text.trim() === '';

  const change = (value: string) => {
    setText(value);
    writeDraft(conversationId, value);
  };
  const send = () => {
    if (empty || tooLong) return;
    onSend(text.trim());
    setText('');
    clearDraft(conversationId);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // A composition (Japanese input) uses Enter to pick its characters: that Enter is not a send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form className="chat-composer" onSubmit={onSubmit}>
      <label htmlFor={inputId}>
        <Trans>Message to {to}</Trans>
      </label>
      <textarea
        id={inputId}
        value={text}
        rows={3}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={countId}
        aria-invalid={tooLong || undefined}
        placeholder={t`Write a message. Enter sends, Shift+Enter adds a line.`}
      />
      <div className="chat-composer-row">
        <p id={countId} className={tooLong ? 'chat-count is-over' : 'chat-count'} aria-live="polite">
          {tooLong ? (
            <Trans>
              Too long: {length} of {MAX_CHAT_MESSAGE_CHARS} characters
            </Trans>
          ) : length >= COUNT_FROM ? (
            <Trans>
              {length} of {MAX_CHAT_MESSAGE_CHARS} characters
            </Trans>
          ) : null}
        </p>
        <button type="submit" className="button" disabled={empty || tooLong}>
          <Trans>Send</Trans>
        </button>
      </div>
    </form>
  );
}
