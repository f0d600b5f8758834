import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Accordion } from '../../../components/accordion';
import { PageIntro } from '../../../components/page-intro';
import { SectionHeader } from '../../../components/section-header';
import { CallToAction } from './call-to-action';
import { ProductAreas } from './product-areas';
import '../marketing.css';

export function SolutionsPage() {
  const { i18n } = useLingui();
  return (
    <article className="public-page" aria-labelledby="solutions-title">
      <PageIntro
        id="solutions-title"
        eyebrow={<Trans>Solutions</Trans>}
        title={<Trans>One programme for your people and the families behind them</Trans>}
        lead={
          <Trans>
            Kinwell brings together self-care, expert sessions, coaching and live support, so your employees do not have
            to find their way through five different providers.
          </Trans>
        }
      />
      <section className="public-section" aria-labelledby="solution-areas-title">
        <SectionHeader id="solution-areas-title" title={<Trans>What members get</Trans>} />
        <ProductAreas label={i18n._(msg`Kinwell's product areas`)} />
      </section>
      <section className="public-section" aria-labelledby="rollout-title">
        <SectionHeader
          id="rollout-title"
          title={<Trans>What employers get</Trans>}
          lead={<Trans>A launch that takes weeks, not months, and a programme that runs itself.</Trans>}
        />
        <Accordion
          defaultOpen={['launch']}
          items={[
            {
              id: 'launch',
              title: <Trans>A simple launch</Trans>,
              content: (
                <p>
                  <Trans>
                    Tell us your company email domains and we set up your branded space. Employees join with their work
                    email: no HR file to send, no codes to hand out. We provide launch emails, posters and a live
                    introduction talk.
                  </Trans>
                </p>
              ),
            },
            {
              id: 'brand',
              title: <Trans>Your brand</Trans>,
              content: (
                <p>
                  <Trans>
                    Your logo and colours appear throughout the app, so employees recognise the programme as part of
                    their benefits.
                  </Trans>
                </p>
              ),
            },
            {
              id: 'reporting',
              title: <Trans>Reporting without surveillance</Trans>,
              content: (
                <p>
                  <Trans>
                    Quarterly reports show sign-ups, the themes people explore and satisfaction, always aggregated and
                    never below a minimum group size.
                  </Trans>
                </p>
              ),
            },
            {
              id: 'security',
              title: <Trans>Security and compliance</Trans>,
              content: (
                <p>
                  <Trans>
                    Data is encrypted in transit and at rest, access is logged, and we sign a data processing agreement
                    with every customer.
                  </Trans>
                </p>
              ),
            },
          ]}
        />
      </section>
      <CallToAction />
    </article>
  );
}
