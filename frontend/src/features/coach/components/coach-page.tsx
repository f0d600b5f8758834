import type { CoachConversationResponse } from '@kinwell/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Loader } from '../../../components/loader';
import { ModalDialog } from '../../../components/modal-dialog';
import { ApiError } from '../../../lib/api-client';
import { authStore } from '../../auth/auth-store';
import { useMemberGoals } from '../../self-care/use-member-goals';
import { coachApi, coachKeys, conversationQueryOptions } from '../coach-api';
import { CoachComposer } from './coach-composer';
import { type CoachAnswer, CoachAnswerView, CoachMessageView } from './coach-message';
import { ExpertOffer } from './expert-offer';
import { GuidedCheckIn } from './guided-check-in';
import '../coach.css';
import { LoadFailed } from '../../../components/load-failed';
import { SignInLinks } from '../../../components/sign-in-links';

/** The turn under way: the member's words at once, the answer as it streams in. */
interface PendingTurn {
  text: string;
  answer: CoachAnswer | undefined;
  streaming: boolean;
}

/**
 * Your coach (/coaching/yourCoach): with a model, the AI coach, which says it is an AI; without one, the guide,
 * which says it is not. Both keep the conversation for the member (who can delete it), show the crisis card inline
 * when the risk check sees risk, and offer a human expert.
 */
export function CoachPage() {
  const { isLoggedIn } = useSnapshot(authStore);
  return (
    <section className="page coach-page" aria-labelledby="coach-title">
      <h1 id="coach-title">
        <Trans>Your coach</Trans>
      </h1>
      {isLoggedIn ? <MemberCoach /> : <GuestIntro />}
    </section>
  );
}

/** What a guest reads: what the coach is, and the way in. The conversation is a member's alone. */
function GuestIntro() {
  return (
    <div className="coach-card">
      <p className="coach-what">
        <Trans>
          Your coach suggests sessions from the self-care library for how you feel and what you want to work on, and
          points you to a human expert whenever you want one. Your conversation is yours alone.
        </Trans>
      </p>
      <SignInLinks className="coach-expert-offer" signIn={<Trans>Sign in to talk to your coach</Trans>} />
    </div>
  );
}

function MemberCoach() {
  const { t } = useLingui();
  const conversation = useQuery(conversationQueryOptions());
  return conversation.isPending ? (
    <Loader label={t`Loading your conversation…`} />
  ) : conversation.isError ? (
    <LoadFailed className="coach-card" onRetry={() => void conversation.refetch()}>
      <Trans>Your conversation could not be loaded. Check your connection and try again.</Trans>
    </LoadFailed>
  ) : (
    <Coach data={conversation.data} />
  );
}

function Coach({ data }: { data: CoachConversationResponse }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const goals = useMemberGoals();
  const [pending, setPending] = useState<PendingTurn | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const abort = useRef<AbortController | undefined>(undefined);
  const ai = data.mode === 'ai';

  // Leaving the page stops the answer (and, on the server, the model).
  useEffect(() => () => abort.current?.abort(), []);

  const remove = useMutation({
    mutationFn: coachApi.deleteConversation,
    onSuccess: async () => {
      setConfirmDelete(false);
      await queryClient.invalidateQueries({ queryKey: coachKeys.conversation() });
    },
  });

  const send = async (text: string): Promise<boolean> => {
    setError(undefined);
    const controller = new AbortController();
    abort.current = controller;
    setPending({ text, answer: undefined, streaming: true });
    let failed: string | undefined;
    try {
      const events = await coachApi.send({ text, goals: [...goals] }, controller.signal);
      for await (const event of events) {
        if (event.type === 'delta') {
          setPending(
            (turn) => turn && { ...turn, answer: { kind: 'text', text: (turn.answer?.text ?? '') + event.text } },
          );
        } else if (event.type === 'crisis') {
          setPending((turn) => turn && { ...turn, answer: { kind: 'crisis', text: '' } });
        } else if (event.type === 'suggestions') {
          setPending(
            (turn) => turn && { ...turn, answer: { kind: 'suggestions', text: '', sessions: event.sessions } },
          );
        } else if (event.type === 'error') {
          failed = event.message;
        }
      }
    } catch (caught) {
      if (controller.signal.aborted) return false;
      if (caught instanceof ApiError) {
        setPending(undefined);
        setError(caught.message);
        // A refusal kept nothing: the words stay in the box.
        return false;
      }
      failed = t`The connection was lost before the answer ended. Please try again.`;
    }
    if (failed) setError(failed);
    await queryClient.invalidateQueries({ queryKey: coachKeys.conversation() });
    setPending(undefined);
    return true;
  };

  const hasMessages = data.messages.length > 0 || pending;
  return (
    <>
      <div className="coach-intro coach-card">
        {ai ? (
          <p className="coach-what">
            <strong>
              <Trans>This is an AI, not a therapist.</Trans>
            </strong>{' '}
            <Trans>
              It can suggest sessions from the library and small next steps. It does not diagnose or advise on
              medication.
            </Trans>
          </p>
        ) : (
          <p className="coach-what">
            <strong>
              <Trans>This is a guide, not an AI.</Trans>
            </strong>{' '}
            <Trans>
              No AI coach is set up here. The guide finds sessions from the library that match your words, your mood and
              your goals.
            </Trans>
          </p>
        )}
        <ExpertOffer />
      </div>

      {!ai && <GuidedCheckIn goals={goals} />}

      <section className="coach-card coach-conversation" aria-labelledby="coach-conversation-title">
        <div className="coach-conversation-head">
          <h2 id="coach-conversation-title">
            {ai ? <Trans>Conversation</Trans> : <Trans>Tell the guide what is on your mind</Trans>}
          </h2>
          {data.messages.length > 0 && (
            <button type="button" className="button button-secondary" onClick={() => setConfirmDelete(true)}>
              <Trans>Delete conversation</Trans>
            </button>
          )}
        </div>
        {hasMessages ? (
          <ol className="coach-messages" aria-label={t`Messages`}>
            {data.messages.map((message) => (
              <CoachMessageView key={message.id} message={message} mode={data.mode} />
            ))}
            {pending && (
              <>
                <li className="coach-message is-member">
                  <span className="visually-hidden">
                    <Trans>You said:</Trans>
                  </span>
                  <p className="coach-text">{pending.text}</p>
                </li>
                <li className="coach-message is-coach" aria-live="polite" aria-busy={pending.streaming}>
                  {pending.answer ? (
                    <CoachAnswerView answer={pending.answer} />
                  ) : (
                    <p className="coach-text coach-typing">
                      {ai ? <Trans>Your coach is writing…</Trans> : <Trans>Looking in the library…</Trans>}
                    </p>
                  )}
                </li>
              </>
            )}
          </ol>
        ) : (
          <p className="coach-empty">
            {ai ? (
              <Trans>Nothing here yet. Say how your day is going, or what you would like help with.</Trans>
            ) : (
              <Trans>Nothing here yet. Write a few words and the guide will suggest sessions.</Trans>
            )}
          </p>
        )}
        {error && (
          <p className="coach-error" role="alert">
            {error}
          </p>
        )}
        <CoachComposer
          busy={pending !== undefined}
          onSend={send}
          label={ai ? t`Message to your AI coach` : t`Message to the guide`}
        />
      </section>

      <ModalDialog
        open={confirmDelete}
        title={<Trans>Delete this conversation?</Trans>}
        onCancel={() => setConfirmDelete(false)}
        actions={
          <>
            <button type="button" className="button button-secondary" onClick={() => setConfirmDelete(false)}>
              <Trans>Keep it</Trans>
            </button>
            <button
              type="button"
              className="button button-danger"
              onClick={() => remove.mutate()}
              disabled={remove.isPending}
            >
              <Trans>Delete everything</Trans>
            </button>
          </>
        }
      >
        <p>
          <Trans>Every message between you and your coach will be deleted for good. This cannot be undone.</Trans>
        </p>
        {remove.isError && (
          <p role="alert">
            <Trans>The conversation could not be deleted. Please try again.</Trans>
          </p>
        )}
      </ModalDialog>
    </>
  );
}
