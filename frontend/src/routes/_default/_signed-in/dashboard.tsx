import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../features/dashboard/components/dashboard-page';

/** The member's start page. */
export const Route = createFileRoute('/_default/_signed-in/dashboard')({
  component: DashboardPage,
});
