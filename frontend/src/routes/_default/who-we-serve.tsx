import { createFileRoute } from '@tanstack/react-router';
import { WhoWeServePage } from '../../features/marketing/components/who-we-serve-page';
import { loadCatalogArea } from '../../lib/i18n';

export const Route = createFileRoute('/_default/who-we-serve')({
  loader: () => loadCatalogArea('marketing'),
  component: WhoWeServePage,
});
