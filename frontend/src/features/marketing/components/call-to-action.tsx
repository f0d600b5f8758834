import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** The closing band of the public pages: sign up as a member, or ask for a demo as an employer. */
export function CallToAction() {
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <h2 id="cta-title">
        <Trans>Ready when your family is</Trans>
      </h2>
      <p>
        <Trans>
          If your employer offers Kinwell, create your account with your work email in two minutes. If you look after
          people at work, see what Kinwell could do for your teams.
        </Trans>
      </p>
      <div className="cta-actions">
        <Link to="/signup" className="button">
          <Trans>Create your account</Trans>
        </Link>
        <Link to="/demo" className="button button-secondary">
          <Trans>Request a demo</Trans>
        </Link>
      </div>
    </section>
  );
}
