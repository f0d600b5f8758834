import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ChatSide } from '../chat-api';
import type { OutgoingMessage } from '../chat-outbox-store';
import type { ChatThread } from '../chat-thread';
import { groupByDay } from '../message-days';
import { statusOf } from '../message-status';
import { formatDayHeading } from '../message-time';
import { MessageBubble } from './message-bubble';

/** Nearer the top than this (px), older messages are asked for; nearer the bottom, new ones keep it at the bottom. */
const EDGE_PX = 80;

interface MessageListProps {
  thread: ChatThread;
  /** The reader's messages on their way (not yet stored), after the stored ones. */
  outgoing: readonly OutgoingMessage[];
  reader: ChatSide;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (message: OutgoingMessage) => void;
  /** Called while the newest message is in view (the page then marks the conversation read). */
  onNewestSeen: () => void;
}

/**
 * The conversation, oldest first and grouped by day, in a scrolling log that starts at the bottom. Scrolling up
 * (or the button above) loads older messages without moving what is on screen; new messages keep a reader who is
 * at the bottom there.
 */
export function MessageList({
  thread,
  outgoing,
  reader,
  loadingOlder,
  onLoadOlder,
  onRetry,
  onNewestSeen,
}: MessageListProps) {
  const { t, i18n } = useLingui();
  const log = useRef<HTMLDivElement>(null);
  const newest = useRef<HTMLDivElement>(null);
  /** The distance from the bottom before older messages were added: kept after they are. */
  const keepFromBottom = useRef<number | undefined>(undefined);
  const atBottom = useRef(true);
  const firstSeq = thread.messages[0]?.seq;
  const stored = new Set(thread.messages.map((message) => message.clientMessageId));
  const pending = outgoing.filter((message) => !stored.has(message.clientMessageId));
  const items = [
    ...thread.messages.map((message) => ({ kind: 'stored' as const, message, createdAt: message.createdAt })),
    ...pending.map((message) => ({ kind: 'outgoing' as const, message, createdAt: message.createdAt })),
  ];
  const { receipt } = thread.conversation;

  const loadOlder = () => {
    const element = log.current;
    if (!thread.hasOlder || loadingOlder) return;
    if (element) keepFromBottom.current = element.scrollHeight - element.scrollTop;
    onLoadOlder();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when messages are added at either end
  useLayoutEffect(() => {
    const element = log.current;
    if (!element) return;
    if (keepFromBottom.current !== undefined) {
      element.scrollTop = element.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = undefined;
    } else if (atBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [items.length, firstSeq]);

  // The newest message in view, with the tab in front: the conversation is read.
  useEffect(() => {
    const element = newest.current;
    const root = log.current;
    if (!element || !root) return;
    if (typeof IntersectionObserver === 'undefined') {
      onNewestSeen();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNewestSeen();
      },
      { root },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onNewestSeen]);

  const onScroll = () => {
    const element = log.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    if (element.scrollTop < EDGE_PX) loadOlder();
  };

  return (
    // A focusable log: keyboard users scroll it with the arrow keys, and screen readers hear new messages.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
    <div ref={log} className="chat-log" role="log" aria-label={t`Messages`} tabIndex={0} onScroll={onScroll}>
      {thread.hasOlder ? (
        <p className="chat-older">
          <button type="button" className="chat-retry" onClick={loadOlder} disabled={loadingOlder}>
            {loadingOlder ? <Trans>Loading older messages…</Trans> : <Trans>Show older messages</Trans>}
          </button>
        </p>
      ) : items.length > 0 ? (
        <p className="chat-older">
          <Trans>This is the start of your conversation.</Trans>
        </p>
      ) : null}
      {items.length === 0 && (
        <p className="chat-empty">
          <Trans>No messages yet. Say hello and tell them what you would like to talk about.</Trans>
        </p>
      )}
      {groupByDay(items).map((day) => (
        <section key={day.key} className="chat-day" aria-label={formatDayHeading(day.date, i18n.locale)}>
          <h2 className="chat-day-heading">{formatDayHeading(day.date, i18n.locale)}</h2>
          <ol className="chat-messages">
            {day.items.map((item) =>
              item.kind === 'stored' ? (
                <MessageBubble
                  key={item.message.id}
                  text={item.message.text}
                  createdAt={item.message.createdAt}
                  mine={item.message.from === reader}
                  author={thread.conversation.counterpart.name}
                  urgentHelpShown={item.message.riskFlagged === true}
                  {...(item.message.from === reader ? { status: statusOf(item.message, receipt) } : {})}
                />
              ) : (
                <MessageBubble
                  key={item.message.clientMessageId}
                  text={item.message.text}
                  createdAt={item.message.createdAt}
                  mine
                  author={thread.conversation.counterpart.name}
                  status={item.message.state}
                  {...(item.message.error ? { error: item.message.error } : {})}
                  onRetry={() => onRetry(item.message)}
                />
              ),
            )}
          </ol>
        </section>
      ))}
      <div ref={newest} className="chat-newest" />
    </div>
  );
}
