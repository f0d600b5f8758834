import { createFileRoute } from '@tanstack/react-router';
import { LegalDocumentPage } from '../../features/legal/components/legal-document-page';

export const Route = createFileRoute('/_default/terms-of-service')({
  component: () => <LegalDocumentPage id="terms" />,
});
