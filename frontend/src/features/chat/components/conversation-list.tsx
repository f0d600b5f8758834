import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { UnreadBadge } from '../../../components/unread-badge';
import type { ChatConversationSummary, ChatSide } from '../chat-api';
import { formatMessageTime } from '../message-time';
import { CounterpartPhoto } from './counterpart-photo';

/**
 * The reader's conversations, newest activity first: who, the last message, when, and how many are unread. A member's
 * lead to /coaching/{id}, an expert's to their console's inbox.
 */
export function ConversationList({
  conversations,
  reader,
}: {
  conversations: readonly ChatConversationSummary[];
  reader: ChatSide;
}) {
  return (
    <ul className="chat-conversations">
      {conversations.map((conversation) => (
        <ConversationItem key={conversation.id} conversation={conversation} reader={reader} />
      ))}
    </ul>
  );
}

function ConversationItem({ conversation, reader }: { conversation: ChatConversationSummary; reader: ChatSide }) {
  const { i18n } = useLingui();
  const { counterpart, lastMessage, unread } = conversation;
  const mine = lastMessage?.from === reader;
  const preview = lastMessage?.text ?? '';
  const body = (
    <>
      <CounterpartPhoto name={counterpart.name} photoUrl={counterpart.photoUrl} />
      <span className="chat-conversation-text">
        <span className="chat-conversation-head">
          <span className="chat-conversation-name">{counterpart.name}</span>
          <time dateTime={conversation.updatedAt} className="chat-conversation-time">
            {formatMessageTime(conversation.updatedAt, i18n.locale)}
          </time>
        </span>
        <span className="chat-conversation-preview">
          {lastMessage ? (
            mine ? (
              <Trans>
                You: <bdi>{preview}</bdi>
              </Trans>
            ) : (
              lastMessage.text
            )
          ) : (
            <Trans>No messages yet</Trans>
          )}
        </span>
      </span>
      <UnreadBadge count={unread} />
    </>
  );
  return (
    <li className={unread > 0 ? 'chat-conversation has-unread' : 'chat-conversation'}>
      {reader === 'expert' ? (
        <Link to="/expert/messages/$conversationId" params={{ conversationId: conversation.id }}>
          {body}
        </Link>
      ) : (
        <Link to="/coaching/$id" params={{ id: conversation.id }}>
          {body}
        </Link>
      )}
    </li>
  );
}
