import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { CrisisLines } from './crisis-lines';

interface CrisisCardProps {
  /** The heading's level where the card sits (an inline card in a conversation usually sits under an h2). */
  headingLevel?: 2 | 3;
}

/**
 * The crisis card, shown inline wherever a member's words show risk (the coach and the chat show it when core's
 * `assessRisk` does): a short, warm word and the ways to reach a person now. It says nothing about the message.
 */
export function CrisisCard({ headingLevel = 2 }: CrisisCardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="crisis-card" aria-labelledby={headingId}>
      <Heading id={headingId} className="crisis-card-title">
        <Trans>You don't have to go through this alone</Trans>
      </Heading>
      <CrisisIntro />
      <CrisisLines />
    </section>
  );
}

/** The words before the lines, shared by the inline card and the "Need help now?" dialog. */
export function CrisisIntro() {
  return (
    <p>
      <Trans>
        If you are thinking about suicide or harming yourself, are being hurt, or are worried about someone, you can
        talk to someone right now.
      </Trans>
    </p>
  );
}
