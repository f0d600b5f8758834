import { createFileRoute, notFound } from '@tanstack/react-router';
import { LegalDocumentPage } from '../../features/legal/components/legal-document-page';
import { isLegalDocumentId } from '../../features/legal/legal-ids';
import { prefetchLegalTexts } from '../../features/legal/prefetch-legal-texts';

/** /legal/{id}: privacy, terms, cookies, accessibility; any other id is the 404 page. */
export const Route = createFileRoute('/_default/legal/$id')({
  beforeLoad: ({ params }) => {
    if (!isLegalDocumentId(params.id)) throw notFound();
  },
  loader: ({ context }) => prefetchLegalTexts(context.queryClient),
  component: LegalRoute,
});

function LegalRoute() {
  const { id } = Route.useParams();
  return isLegalDocumentId(id) ? <LegalDocumentPage id={id} /> : null;
}
