import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { LoadFailed } from '../../../components/load-failed';
import { Loader } from '../../../components/loader';
import { CrisisCard } from '../../crisis/components/crisis-card';
import { type ChatConversationsResponse, type ChatSide, chatApi, chatKeys, threadQueryOptions } from '../chat-api';
import { chatOutbox, type OutgoingMessage, queueMessage } from '../chat-outbox-store';
import { type ChatThread, withOlder } from '../chat-thread';
import { sendChatMessage } from '../send-chat-message';
import { ChatComposer } from './chat-composer';
import { CounterpartPhoto } from './counterpart-photo';
import { MessageList } from './message-list';
import '../chat.css';

const NO_OUTGOING: readonly OutgoingMessage[] = [];

/**
 * One conversation, the member's (/coaching/{id}) or the expert's (/expert/messages/{id}): who it is with, the
 * messages (live, through the app's chat connection), and the box to write in. A member whose message the risk check
 * found risky sees the crisis card and the offer of a person now.
 */
export function ConversationView({ conversationId, reader }: { conversationId: string; reader: ChatSide }) {
  const { t } = useLingui();
  const thread = useQuery(threadQueryOptions(conversationId));
  if (thread.isPending) return <Loader label={t`Loading the conversation…`} />;
  if (thread.isError)
    return (
      <section className="page chat-page">
        <LoadFailed className="chat-card" onRetry={() => void thread.refetch()}>
          <Trans>This conversation could not be loaded. Check your connection and try again.</Trans>
        </LoadFailed>
        <BackLink reader={reader} />
      </section>
    );
  return <Conversation thread={thread.data} reader={reader} />;
}

function BackLink({ reader }: { reader: ChatSide }) {
  return reader === 'expert' ? (
    <Link to="/expert/messages" className="chat-back">
      <Trans>All conversations</Trans>
    </Link>
  ) : (
    <Link to="/coaching" className="chat-back">
      <Trans>All conversations</Trans>
    </Link>
  );
}

function Conversation({ thread, reader }: { thread: ChatThread; reader: ChatSide }) {
  const queryClient = useQueryClient();
  const { conversation } = thread;
  const conversationId = conversation.id;
  const name = conversation.counterpart.name;
  const outbox = useSnapshot(chatOutbox);
  const outgoing = (outbox.outgoing[conversationId] ?? NO_OUTGOING) as readonly OutgoingMessage[];
  const crisis = reader === 'member' && outbox.crisis[conversationId] === true;
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const markedSeq = useRef(0);

  const send = (text: string) => void sendChatMessage(queryClient, conversationId, queueMessage(conversationId, text));
  const retry = (message: OutgoingMessage) => void sendChatMessage(queryClient, conversationId, message);

  const loadOlder = async () => {
    const first = thread.messages[0];
    if (!first) return;
    setLoadingOlder(true);
    setOlderFailed(false);
    try {
      const page = await chatApi.messages(conversationId, { before: first.seq });
      queryClient.setQueryData<ChatThread>(chatKeys.thread(conversationId), (held) =>
        held ? withOlder(held, page) : held,
      );
    } catch {
      setOlderFailed(true);
    } finally {
      setLoadingOlder(false);
    }
  };

  // The newest of the other side's messages: what "read" is about.
  const newestTheirs = thread.messages.findLast((message) => message.from !== reader)?.seq ?? 0;
  const markRead = useCallback(() => {
    if (document.visibilityState !== 'visible' || newestTheirs <= markedSeq.current) return;
    markedSeq.current = newestTheirs;
    void chatApi
      .markRead(conversationId, newestTheirs)
      .then(() => {
        queryClient.setQueryData<ChatConversationsResponse>(chatKeys.conversations(), (list) => {
          if (!list) return list;
          const read = list.conversations.find((item) => item.id === conversationId)?.unread ?? 0;
          return {
            ...list,
            unread: Math.max(0, list.unread - read),
            conversations: list.conversations.map((item) =>
              item.id === conversationId ? { ...item, unread: 0 } : item,
            ),
          };
        });
      })
      .catch(() => {
        // Tried again when the newest message is seen next.
        markedSeq.current = 0;
      });
  }, [conversationId, newestTheirs, queryClient]);

  // A tab brought back to the front with the newest message in view reads it then.
  const newestInView = useRef(false);
  const onNewestSeen = useCallback(() => {
    newestInView.current = true;
    markRead();
  }, [markRead]);
  useEffect(() => {
    const onVisible = () => {
      if (newestInView.current) markRead();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markRead]);

  return (
    <section className="page chat-page chat-conversation-page" aria-labelledby="chat-conversation-title">
      <BackLink reader={reader} />
      <header className="chat-conversation-header">
        <CounterpartPhoto name={conversation.counterpart.name} photoUrl={conversation.counterpart.photoUrl} />
        <h1 id="chat-conversation-title">{conversation.counterpart.name}</h1>
      </header>
      <MessageList
        thread={thread}
        outgoing={outgoing}
        reader={reader}
        loadingOlder={loadingOlder}
        onLoadOlder={() => void loadOlder()}
        onRetry={retry}
        onNewestSeen={onNewestSeen}
      />
      {olderFailed && (
        <p className="chat-error" role="alert">
          <Trans>Older messages could not be loaded. Scroll up to try again.</Trans>
        </p>
      )}
      {crisis && (
        <div className="chat-crisis">
          <CrisisCard headingLevel={2} />
          <p className="chat-actions">
            <Trans>
              {name} will read your message, but may not answer right away. If you want to talk to a person now, use the
              lines above, or book a session with an expert.
            </Trans>{' '}
            <Link to="/book-session" className="button button-secondary">
              <Trans>Book a session now</Trans>
            </Link>
          </p>
        </div>
      )}
      <ChatComposer
        key={conversationId}
        conversationId={conversationId}
        to={conversation.counterpart.name}
        onSend={send}
      />
    </section>
  );
}
