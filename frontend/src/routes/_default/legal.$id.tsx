import { createFileRoute, notFound } from '@tanstack/react-router';
import { LegalDocumentPage } from '../../features/legal/components/legal-document-page';
import { legalTextsQueryOptions } from '../../features/legal/legal-documents';
import { isLegalDocumentId } from '../../features/legal/legal-ids';
import { i18n } from '../../lib/i18n';

/** /legal/{id}: privacy, terms, cookies, accessibility; any other id is the 404 page. */
export const Route = createFileRoute('/_default/legal/$id')({
  beforeLoad: ({ params }) => {
    if (!isLegalDocumentId(params.id)) throw notFound();
  },
  // The active language's legal texts (their own chunk), before the page renders.
  loader: ({ context }) => context.queryClient.ensureQueryData(legalTextsQueryOptions(i18n.locale)),
  component: LegalRoute,
});

function LegalRoute() {
  const { id } = Route.useParams();
  return isLegalDocumentId(id) ? <LegalDocumentPage id={id} /> : null;
}
