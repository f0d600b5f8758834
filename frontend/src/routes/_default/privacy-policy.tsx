import { createFileRoute } from '@tanstack/react-router';
import { LegalDocumentPage } from '../../features/legal/components/legal-document-page';
import { prefetchLegalTexts } from '../../features/legal/prefetch-legal-texts';

export const Route = createFileRoute('/_default/privacy-policy')({
  loader: ({ context }) => prefetchLegalTexts(context.queryClient),
  component: () => <LegalDocumentPage id="privacy" />,
});
