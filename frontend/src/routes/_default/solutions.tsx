import { createFileRoute } from '@tanstack/react-router';
import { SolutionsPage } from '../../features/marketing/components/solutions-page';
import { loadCatalogArea } from '../../lib/i18n';

export const Route = createFileRoute('/_default/solutions')({
  loader: () => loadCatalogArea('marketing'),
  component: SolutionsPage,
});
