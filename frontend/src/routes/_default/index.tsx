import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/marketing/components/home-page';
import { loadCatalogArea } from '../../lib/i18n';

export const Route = createFileRoute('/_default/')({
  loader: () => loadCatalogArea('marketing'),
  component: HomePage,
});
