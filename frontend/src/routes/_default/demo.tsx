import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/page-placeholder';

export const Route = createFileRoute('/_default/demo')({
  component: DemoPage,
});

function DemoPage() {
  return (
    <PagePlaceholder title={<Trans>Request a demo</Trans>}>
      <Trans>See how Kinwell can support your employees and their families.</Trans>
    </PagePlaceholder>
  );
}
