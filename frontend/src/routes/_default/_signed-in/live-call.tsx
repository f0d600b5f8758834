import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';

export const Route = createFileRoute('/_default/_signed-in/live-call')({
  component: LiveCallPage,
});

function LiveCallPage() {
  return (
    <PagePlaceholder title={<Trans>Live Talks</Trans>}>
      <Trans>Join live video talks with our experts.</Trans>
    </PagePlaceholder>
  );
}
