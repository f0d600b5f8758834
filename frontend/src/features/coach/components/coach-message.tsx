import type { CoachMessage } from '@kinwell/contracts';
import { Trans } from '@lingui/react/macro';
import { CrisisCard } from '../../crisis/components/crisis-card';
import { CoachText } from './coach-text';
import { ExpertOffer } from './expert-offer';
import { SessionList } from './session-list';

/** What a coach's answer holds: its words, the crisis card, or the guide's sessions. */
export type CoachAnswer = Pick<CoachMessage, 'kind' | 'text' | 'sessions'>;

/** One answer of the coach, as kept or as it streams in. */
export function CoachAnswerView({ answer }: { answer: CoachAnswer }) {
  if (answer.kind === 'crisis') {
    return (
      <div className="coach-crisis">
        <CrisisCard headingLevel={3} />
        <ExpertOffer />
      </div>
    );
  }
  if (answer.kind === 'suggestions') {
    return (
      <div>
        {answer.sessions && answer.sessions.length > 0 ? (
          <>
            <p className="coach-text">
              <Trans>These sessions from the library may help:</Trans>
            </p>
            <SessionList sessions={answer.sessions} />
          </>
        ) : (
          <p className="coach-text">
            <Trans>No session of the library matches these words. Try the check-in, or talk to an expert.</Trans>
          </p>
        )}
      </div>
    );
  }
  return <CoachText text={answer.text} />;
}

/** One kept message: the member's words, or the coach's answer. */
export function CoachMessageView({ message, mode }: { message: CoachMessage; mode: 'ai' | 'guided' }) {
  const mine = message.role === 'member';
  return (
    <li className={mine ? 'coach-message is-member' : 'coach-message is-coach'}>
      <span className="visually-hidden">
        {mine ? (
          <Trans>You said:</Trans>
        ) : mode === 'ai' ? (
          <Trans>Your AI coach said:</Trans>
        ) : (
          <Trans>The guide said:</Trans>
        )}
      </span>
      {mine ? <p className="coach-text">{message.text}</p> : <CoachAnswerView answer={message} />}
    </li>
  );
}
