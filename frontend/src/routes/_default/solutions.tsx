import { createFileRoute } from '@tanstack/react-router';
import { SolutionsPage } from '../../features/marketing/components/solutions-page';

export const Route = createFileRoute('/_default/solutions')({
  staticData: { catalogArea: 'marketing' },
  component: SolutionsPage,
});
