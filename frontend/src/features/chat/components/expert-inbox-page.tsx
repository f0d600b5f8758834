import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../../components/load-failed';
import { Loader } from '../../../components/loader';
import { conversationsQueryOptions } from '../chat-api';
import { ConversationList } from './conversation-list';
import '../chat.css';

/** /expert/messages: the expert's conversations with members, newest activity first (members show their first name). */
export function ExpertInboxPage() {
  const { t } = useLingui();
  const list = useQuery(conversationsQueryOptions());
  return (
    <section className="page chat-page" aria-labelledby="inbox-title">
      <h1 id="inbox-title">
        <Trans>Messages</Trans>
      </h1>
      {list.isPending ? (
        <Loader label={t`Loading your conversations…`} />
      ) : list.isError ? (
        <LoadFailed className="chat-card" onRetry={() => void list.refetch()}>
          <Trans>Your conversations could not be loaded. Check your connection and try again.</Trans>
        </LoadFailed>
      ) : list.data.conversations.length === 0 ? (
        <p className="chat-card chat-empty">
          <Trans>No messages yet. When a member writes to you, the conversation shows here.</Trans>
        </p>
      ) : (
        <div className="chat-card">
          <ConversationList conversations={list.data.conversations} reader="expert" />
        </div>
      )}
    </section>
  );
}
