import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/page-placeholder';

export const Route = createFileRoute('/_default/who-we-serve')({
  component: WhoWeServePage,
});

function WhoWeServePage() {
  return (
    <PagePlaceholder title={<Trans>Who we serve</Trans>}>
      <Trans>Employees, their partners and their children.</Trans>
    </PagePlaceholder>
  );
}
