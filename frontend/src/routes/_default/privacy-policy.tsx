import { createFileRoute } from '@tanstack/react-router';
import { LegalDocumentPage } from '../../features/legal/components/legal-document-page';
import { legalTextsQueryOptions } from '../../features/legal/legal-documents';
import { i18n } from '../../lib/i18n';

export const Route = createFileRoute('/_default/privacy-policy')({
  // The active language's legal texts (their own chunk), before the page renders.
  loader: ({ context }) => context.queryClient.ensureQueryData(legalTextsQueryOptions(i18n.locale)),
  component: () => <LegalDocumentPage id="privacy" />,
});
