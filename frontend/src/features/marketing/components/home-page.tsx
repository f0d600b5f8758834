import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Accordion } from '../../../components/accordion';
import { CircleAnimation } from '../../../components/circle-animation';
import { ScrollToTop } from '../../../components/scroll-to-top';
import { SectionHeader } from '../../../components/section-header';
import { CallToAction } from './call-to-action';
import { ProductAreas } from './product-areas';
import '../../../components/public-page.css';
import '../marketing.css';

export function HomePage() {
  const { i18n } = useLingui();
  return (
    <div className="public-page">
      <section className="hero" aria-labelledby="home-title">
        <CircleAnimation />
        <div className="hero-content">
          <p className="section-eyebrow">
            <Trans>Family wellbeing, offered by your employer</Trans>
          </p>
          <h1 id="home-title">
            <Trans>Welcome to Kinwell</Trans>
          </h1>
          <p className="hero-lead">
            <Trans>
              Support for your whole family's wellbeing: practical self-care, trusted experts, coaching and live help,
              in one private place that your employer pays for.
            </Trans>
          </p>
          <div className="cta-actions">
            <Link to="/signup" className="button">
              <Trans>Create your account</Trans>
            </Link>
            <Link to="/demo" className="button button-secondary">
              <Trans>Request a demo for your company</Trans>
            </Link>
          </div>
        </div>
      </section>

      <section className="public-section" aria-labelledby="how-title">
        <SectionHeader
          id="how-title"
          eyebrow={<Trans>How it works</Trans>}
          title={<Trans>Three steps from sign-up to support</Trans>}
        />
        <ol className="steps">
          <li className="step">
            <h3>
              <Trans>Your employer brings Kinwell</Trans>
            </h3>
            <p>
              <Trans>
                Your company adds Kinwell to its benefits. There is nothing to pay and nothing to install for you or
                your family.
              </Trans>
            </p>
          </li>
          <li className="step">
            <h3>
              <Trans>Sign up with your work email</Trans>
            </h3>
            <p>
              <Trans>
                Tell us a little about yourself and what you would like help with, then invite your partner and children
                aged 13 or older.
              </Trans>
            </p>
          </li>
          <li className="step">
            <h3>
              <Trans>Get support that fits your week</Trans>
            </h3>
            <p>
              <Trans>
                Start a ten-minute session, book an expert, chat with a coach or join a live talk, whenever it suits
                you.
              </Trans>
            </p>
          </li>
        </ol>
      </section>

      <section className="public-section" aria-labelledby="areas-title">
        <SectionHeader
          id="areas-title"
          eyebrow={<Trans>What is inside</Trans>}
          title={<Trans>Everything a family needs to feel better, in one place</Trans>}
          lead={
            <Trans>Six ways to get support, from a quiet moment on your own to a conversation with a specialist.</Trans>
          }
        />
        <ProductAreas label={i18n._(msg`Kinwell's product areas`)} />
      </section>

      <section className="public-section marketing-split" aria-labelledby="employers-title">
        <SectionHeader
          id="employers-title"
          eyebrow={<Trans>For employers</Trans>}
          title={<Trans>A benefit your people will actually use</Trans>}
          lead={
            <Trans>
              Worries at home come to work. Kinwell helps your employees and their families before small problems become
              absences.
            </Trans>
          }
        />
        <ul className="feature-list">
          <li>
            <Trans>Your brand, your colours: employees see a programme that feels like yours.</Trans>
          </li>
          <li>
            <Trans>Simple roll-out: anyone with a company email address can join, with no lists to upload.</Trans>
          </li>
          <li>
            <Trans>Family included: partners and teenagers get their own private accounts.</Trans>
          </li>
          <li>
            <Trans>Anonymous, aggregated reporting: you see how the programme is used, never who said what.</Trans>
          </li>
          <li>
            <Trans>Available in English, French, Spanish, Japanese and Arabic.</Trans>
          </li>
        </ul>
        <Link to="/solutions" className="button button-secondary">
          <Trans>See our solutions</Trans>
        </Link>
      </section>

      <section className="public-section" aria-labelledby="faq-title">
        <SectionHeader id="faq-title" title={<Trans>Questions we often hear</Trans>} />
        <Accordion
          items={[
            {
              id: 'cost',
              title: <Trans>Do I have to pay anything?</Trans>,
              content: (
                <p>
                  <Trans>No. Your employer covers Kinwell for you and the family members you invite.</Trans>
                </p>
              ),
            },
            {
              id: 'privacy',
              title: <Trans>Will my employer know what I use?</Trans>,
              content: (
                <p>
                  <Trans>
                    No. Your employer only sees anonymous totals, such as how many people joined. Your sessions, goals
                    and conversations stay private.
                  </Trans>
                </p>
              ),
            },
            {
              id: 'family',
              title: <Trans>Who in my family can join?</Trans>,
              content: (
                <p>
                  <Trans>
                    Your spouse or partner, and your children aged 13 or older, can each have their own account. You can
                    invite them during sign-up or later.
                  </Trans>
                </p>
              ),
            },
            {
              id: 'emergency',
              title: <Trans>Is Kinwell for emergencies?</Trans>,
              content: (
                <p>
                  <Trans>
                    No. Kinwell is not an emergency service. If you or someone else is in danger, call your local
                    emergency number.
                  </Trans>
                </p>
              ),
            },
          ]}
        />
      </section>

      <CallToAction />
      <ScrollToTop />
    </div>
  );
}
