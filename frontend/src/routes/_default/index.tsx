import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/page-placeholder';

export const Route = createFileRoute('/_default/')({
  component: HomePage,
});

function HomePage() {
  return (
    <PagePlaceholder title={<Trans>Welcome to Kinwell</Trans>}>
      <Trans>Support for your whole family's wellbeing, offered by your employer.</Trans>
    </PagePlaceholder>
  );
}
