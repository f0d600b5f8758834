import { Trans } from '@lingui/react/macro';
import { PageIntro } from '../../../components/page-intro';
import { SectionHeader } from '../../../components/section-header';
import { CallToAction } from './call-to-action';
import '../marketing.css';

export function WhoWeServePage() {
  return (
    <article className="public-page" aria-labelledby="serve-title">
      <PageIntro
        id="serve-title"
        eyebrow={<Trans>Who we serve</Trans>}
        title={<Trans>Built for the people who hold families and teams together</Trans>}
        lead={
          <Trans>
            Kinwell is bought by employers and used by employees and their families. Each of them needs something
            different from it.
          </Trans>
        }
      />
      <section className="public-section" aria-labelledby="audiences-title">
        <SectionHeader id="audiences-title" title={<Trans>Three audiences, one programme</Trans>} />
        <ul className="principles">
          <li className="card">
            <h3>
              <Trans>Employers</Trans>
            </h3>
            <p>
              <Trans>
                HR, benefits and wellbeing leaders who want a benefit that reaches families, is easy to launch and shows
                its value without compromising anyone's privacy.
              </Trans>
            </p>
          </li>
          <li className="card">
            <h3>
              <Trans>Employees</Trans>
            </h3>
            <p>
              <Trans>
                Working parents, carers and anyone juggling work and home, who want practical help at the moment they
                need it, without a waiting list.
              </Trans>
            </p>
          </li>
          <li className="card">
            <h3>
              <Trans>Families</Trans>
            </h3>
            <p>
              <Trans>
                Partners and children aged 13 or older, who get their own private account and support suited to their
                age.
              </Trans>
            </p>
          </li>
        </ul>
      </section>
      <section className="public-section" aria-labelledby="sectors-title">
        <SectionHeader
          id="sectors-title"
          title={<Trans>Organisations of every shape</Trans>}
          lead={
            <Trans>
              From a 200-person software company to a national retailer with shift workers, Kinwell adapts to how your
              people work.
            </Trans>
          }
        />
        <ul className="feature-list">
          <li>
            <Trans>Office and hybrid teams who want support between meetings.</Trans>
          </li>
          <li>
            <Trans>Shift and frontline workers who need help outside office hours, on their phone.</Trans>
          </li>
          <li>
            <Trans>International teams who need support in their own language.</Trans>
          </li>
        </ul>
      </section>
      <CallToAction />
    </article>
  );
}
