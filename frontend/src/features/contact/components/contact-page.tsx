import { Trans, useLingui } from '@lingui/react/macro';
import { PageIntro } from '../../../components/page-intro';
import { ContactForm } from './contact-form';

import '../contact.css';

/** /contact and /demo: the same form, the demo page with the `demo` topic preselected. */
export function ContactPage({ variant }: { variant: 'contact' | 'demo' }) {
  const { t } = useLingui();
  const demo = variant === 'demo';
  return (
    <article className="public-page" aria-labelledby="contact-title">
      {demo ? (
        <PageIntro
          id="contact-title"
          eyebrow={<Trans>Request a demo</Trans>}
          title={<Trans>See Kinwell with your own eyes</Trans>}
          lead={
            <Trans>
              In 30 minutes we show you what your employees and their families would see, how the launch works and what
              reporting you receive. No commitment.
            </Trans>
          }
        />
      ) : (
        <PageIntro
          id="contact-title"
          eyebrow={<Trans>Contact us</Trans>}
          title={<Trans>We would love to hear from you</Trans>}
          lead={
            <Trans>
              Questions about Kinwell for your company, a partnership idea or feedback: write to us and a real person
              will answer within two working days.
            </Trans>
          }
        />
      )}
      <div className="public-section contact-layout">
        <section className="card contact-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">
            {demo ? <Trans>Tell us about your organisation</Trans> : <Trans>Send us a message</Trans>}
          </h2>
          <ContactForm topic={demo ? 'demo' : 'general'} submitLabel={demo ? t`Request my demo` : undefined} />
        </section>
        <aside className="contact-aside" aria-labelledby="contact-aside-title">
          <h2 id="contact-aside-title">
            <Trans>Good to know</Trans>
          </h2>
          <ul className="feature-list">
            <li>
              <Trans>Already a member and need help with your account? Choose "Help with my account".</Trans>
            </li>
            <li>
              <Trans>Please do not include health details in this form.</Trans>
            </li>
            <li>
              <Trans>
                Kinwell is not an emergency service. If you or someone else is in danger, call your local emergency
                number.
              </Trans>
            </li>
          </ul>
        </aside>
      </div>
    </article>
  );
}
