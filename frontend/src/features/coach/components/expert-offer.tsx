import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** The way to a human expert: offered with every crisis card, in guided mode, and beside the AI. */
export function ExpertOffer() {
  return (
    <p className="coach-expert-offer">
      <Trans>Would you rather talk to a person?</Trans>{' '}
      <Link to="/book-session" className="button button-secondary">
        <Trans>Book a session with a human expert</Trans>
      </Link>
    </p>
  );
}
