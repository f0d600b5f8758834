import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ChatExpert, chatApi, chatKeys } from '../chat-api';
import { CounterpartPhoto } from './counterpart-photo';

/**
 * The experts who take chat. "Message" opens the member's conversation with one, starting it first when there is
 * none (the server finds the existing one again if two taps race).
 */
export function ChatExpertList({ experts }: { experts: readonly ChatExpert[] }) {
  return (
    <ul className="chat-experts">
      {experts.map((expert) => (
        <ChatExpertItem key={expert.id} expert={expert} />
      ))}
    </ul>
  );
}

function ChatExpertItem({ expert }: { expert: ChatExpert }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => chatApi.start(expert.id),
    onSuccess: async (conversation) => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
      await navigate({ to: '/coaching/$id', params: { id: conversation.id } });
    },
  });
  const headingId = `chat-expert-${expert.id}`;
  const name = expert.name;
  return (
    <li className="chat-expert" aria-labelledby={headingId}>
      <CounterpartPhoto name={expert.name} photoUrl={expert.photoUrl} size={56} />
      <div className="chat-expert-text">
        <h3 id={headingId} className="chat-expert-name">
          {expert.name}
        </h3>
        <p className="chat-expert-credentials">{expert.credentials}</p>
      </div>
      {expert.conversationId ? (
        <Link
          to="/coaching/$id"
          params={{ id: expert.conversationId }}
          className="button button-secondary"
          aria-label={t`Message ${name}`}
        >
          <Trans>Message</Trans>
        </Link>
      ) : (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => start.mutate()}
          disabled={start.isPending}
          aria-label={t`Message ${name}`}
        >
          <Trans>Message</Trans>
        </button>
      )}
      {start.isError && (
        <p className="chat-error" role="alert">
          {start.error.message}
        </p>
      )}
    </li>
  );
}
