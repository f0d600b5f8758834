import { createFileRoute } from '@tanstack/react-router';
import { WhoWeServePage } from '../../features/marketing/components/who-we-serve-page';

export const Route = createFileRoute('/_default/who-we-serve')({
  staticData: { catalogArea: 'marketing' },
  component: WhoWeServePage,
});
