import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { ScrollToTop } from '../../../components/scroll-to-top';
import { formatDate, textDirection } from '../../../lib/i18n';
import { legalTextsQueryOptions } from '../legal-documents';
import type { LegalDocumentId } from '../legal-ids';
import '../legal.css';

/** `YYYY-MM-DD` as a calendar date, formatted in `locale` (`15 janvier 2025`, `2025年1月15日`…). */
function formatUpdated(updated: string, locale: string): string {
  const [year = 1970, month = 1, day = 1] = updated.split('-').map(Number);
  return formatDate({ year, month, day }, { dateStyle: 'long' }, locale);
}

/**
 * A legal document in the active language: title, a visible "template to be reviewed" note, its date and sections.
 * The route's loader has fetched the language's texts; on a language switch the page keeps the current text until
 * the new language's chunk is in (a deferred value), then re-renders. `lang` and `dir` follow the language the
 * texts are actually in (English when a language's chunk failed to load).
 */
export function LegalDocumentPage({ id }: { id: LegalDocumentId }) {
  const { i18n } = useLingui();
  const language = useDeferredValue(i18n.locale);
  const { data: texts } = useSuspenseQuery(legalTextsQueryOptions(language));
  const document = texts.documents[id];
  return (
    <article className="legal" aria-labelledby="legal-title">
      <div lang={texts.locale} dir={textDirection(texts.locale)}>
        <h1 id="legal-title">{document.title}</h1>
        <p className="legal-note" role="note">
          {texts.draftNote}
        </p>
        <p className="legal-updated">{texts.lastUpdated(formatUpdated(document.updated, texts.locale))}</p>
        <p className="page-lead">{document.summary}</p>
        {document.sections.map((section) => (
          <section key={section.heading} className="legal-section">
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
      <nav className="legal-nav" aria-labelledby="legal-nav-title">
        <h2 id="legal-nav-title">
          <Trans>Other legal documents</Trans>
        </h2>
        <ul>
          <li>
            <Link to="/privacy-policy">
              <Trans>Privacy policy</Trans>
            </Link>
          </li>
          <li>
            <Link to="/terms-of-service">
              <Trans>Terms of service</Trans>
            </Link>
          </li>
          <li>
            <Link to="/legal/$id" params={{ id: 'cookies' }}>
              <Trans>Cookie policy</Trans>
            </Link>
          </li>
          <li>
            <Link to="/legal/$id" params={{ id: 'accessibility' }}>
              <Trans>Accessibility statement</Trans>
            </Link>
          </li>
        </ul>
      </nav>
      <ScrollToTop />
    </article>
  );
}
