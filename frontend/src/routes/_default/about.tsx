import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/marketing/components/about-page';
import { loadCatalogArea } from '../../lib/i18n';

export const Route = createFileRoute('/_default/about')({
  loader: () => loadCatalogArea('marketing'),
  component: AboutPage,
});
