import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ScrollToTop } from '../../../components/scroll-to-top';
import { legalDocument } from '../legal-documents';
import type { LegalDocumentId } from '../legal-ids';
import '../legal.css';

/** A legal document: title, a visible "template to be reviewed" note, and its sections (English). */
export function LegalDocumentPage({ id }: { id: LegalDocumentId }) {
  const document = legalDocument(id);
  return (
    <article className="legal" aria-labelledby="legal-title">
      <h1 id="legal-title" lang="en">
        {document.title}
      </h1>
      <p className="legal-note" role="note">
        <Trans>
          Template: this document is a draft to be reviewed by legal counsel before launch. It is published in English.
        </Trans>
      </p>
      <div lang="en">
        <p className="legal-updated">Last updated: {document.updated}</p>
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
