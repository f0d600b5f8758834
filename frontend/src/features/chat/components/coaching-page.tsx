import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { LoadFailed } from '../../../components/load-failed';
import { Loader } from '../../../components/loader';
import { SignInLinks } from '../../../components/sign-in-links';
import { authStore } from '../../auth/auth-store';
import { conversationsQueryOptions } from '../chat-api';
import { ChatExpertList } from './chat-expert-list';
import { ConversationList } from './conversation-list';
import '../chat.css';

/**
 * /coaching, chat with an expert (spec: public). A visitor reads what it is and how to sign in; a member sees their
 * conversations and the experts who take chat. (An expert is sent to their console's inbox by the route.)
 */
export function CoachingPage() {
  const { isLoggedIn } = useSnapshot(authStore);
  return (
    <section className="page chat-page" aria-labelledby="chat-title">
      <h1 id="chat-title">
        <Trans>Chat with an Expert</Trans>
      </h1>
      {isLoggedIn ? <MemberChats /> : <VisitorIntro />}
    </section>
  );
}

function VisitorIntro() {
  return (
    <div className="chat-card">
      <p>
        <Trans>
          Write to a wellbeing expert whenever something is on your mind, and read their answer when it suits you. Your
          conversations are private: only you and your expert can read them.
        </Trans>
      </p>
      <SignInLinks className="chat-actions" signIn={<Trans>Sign in to chat with an expert</Trans>} />
    </div>
  );
}

function MemberChats() {
  const { t } = useLingui();
  const list = useQuery(conversationsQueryOptions());
  if (list.isPending) return <Loader label={t`Loading your conversations…`} />;
  if (list.isError)
    return (
      <LoadFailed className="chat-card" onRetry={() => void list.refetch()}>
        <Trans>Your conversations could not be loaded. Check your connection and try again.</Trans>
      </LoadFailed>
    );
  const { conversations, experts } = list.data;
  return (
    <>
      <section className="chat-card" aria-labelledby="chat-conversations-title">
        <h2 id="chat-conversations-title">
          <Trans>Your conversations</Trans>
        </h2>
        {conversations.length === 0 ? (
          <p className="chat-empty">
            <Trans>No conversations yet. Choose an expert below and write your first message.</Trans>
          </p>
        ) : (
          <ConversationList conversations={conversations} reader="member" />
        )}
      </section>
      <section className="chat-card" aria-labelledby="chat-experts-title">
        <h2 id="chat-experts-title">
          <Trans>Experts you can write to</Trans>
        </h2>
        {experts.length === 0 ? (
          <p className="chat-empty">
            <Trans>No expert takes chat messages right now. You can book a session instead.</Trans>{' '}
            <Link to="/book-session">
              <Trans>Our experts</Trans>
            </Link>
          </p>
        ) : (
          <ChatExpertList experts={experts} />
        )}
      </section>
    </>
  );
}
