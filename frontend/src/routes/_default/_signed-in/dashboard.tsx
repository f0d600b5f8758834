import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';

export const Route = createFileRoute('/_default/_signed-in/dashboard')({
  component: DashboardPage,
});

function DashboardPage() {
  return (
    <PagePlaceholder title={<Trans>Dashboard</Trans>}>
      <Trans>Your wellbeing at a glance.</Trans>
    </PagePlaceholder>
  );
}
