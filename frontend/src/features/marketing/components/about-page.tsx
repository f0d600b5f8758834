import { Trans } from '@lingui/react/macro';
import { PageIntro } from '../../../components/page-intro';
import { SectionHeader } from '../../../components/section-header';
import { CallToAction } from './call-to-action';
import '../marketing.css';

export function AboutPage() {
  return (
    <article className="public-page" aria-labelledby="about-title">
      <PageIntro
        id="about-title"
        eyebrow={<Trans>About us</Trans>}
        title={<Trans>We help working families feel better, together</Trans>}
        lead={
          <Trans>
            Kinwell started with a simple observation: people rarely struggle alone. A child who cannot sleep, a partner
            under pressure or a parent who needs care affects everyone at home, and at work.
          </Trans>
        }
      />
      <section className="public-section" aria-labelledby="mission-title">
        <SectionHeader id="mission-title" title={<Trans>Our mission</Trans>} />
        <p>
          <Trans>
            We want every employee to have somewhere to turn when family life gets hard, and every family member to have
            the same quality of support. We work with employers because they are in a unique position to offer that
            support at scale, at no cost to the people who use it.
          </Trans>
        </p>
      </section>
      <section className="public-section" aria-labelledby="principles-title">
        <SectionHeader id="principles-title" title={<Trans>What we believe</Trans>} />
        <ul className="principles">
          <li className="card">
            <h3>
              <Trans>Evidence first</Trans>
            </h3>
            <p>
              <Trans>
                Our content is written with clinicians and based on approaches with published evidence, such as
                cognitive behavioural techniques and positive parenting programmes.
              </Trans>
            </p>
          </li>
          <li className="card">
            <h3>
              <Trans>Private by design</Trans>
            </h3>
            <p>
              <Trans>
                What members do on Kinwell is theirs. Employers receive only aggregated, anonymous figures, and we never
                sell personal data.
              </Trans>
            </p>
          </li>
          <li className="card">
            <h3>
              <Trans>The whole family</Trans>
            </h3>
            <p>
              <Trans>
                Partners and teenagers get their own accounts and their own privacy, because wellbeing at home is
                shared.
              </Trans>
            </p>
          </li>
          <li className="card">
            <h3>
              <Trans>For everyone</Trans>
            </h3>
            <p>
              <Trans>
                Kinwell works in five languages, in light and dark mode, with a keyboard or a screen reader, on a phone
                or a laptop.
              </Trans>
            </p>
          </li>
        </ul>
      </section>
      <CallToAction />
    </article>
  );
}
