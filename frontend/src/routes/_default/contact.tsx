import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/contact/components/contact-page';
import { loadCatalogArea } from '../../lib/i18n';

export const Route = createFileRoute('/_default/contact')({
  loader: () => loadCatalogArea('marketing'),
  component: () => <ContactPage variant="contact" />,
});
