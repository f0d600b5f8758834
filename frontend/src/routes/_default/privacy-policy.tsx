import { createFileRoute } from '@tanstack/react-router';
import { LegalDocumentPage } from '../../features/legal/components/legal-document-page';

export const Route = createFileRoute('/_default/privacy-policy')({
  component: () => <LegalDocumentPage id="privacy" />,
});
