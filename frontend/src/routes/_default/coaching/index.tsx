import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';

export const Route = createFileRoute('/_default/coaching/')({
  component: CoachingPage,
});

function CoachingPage() {
  return (
    <PagePlaceholder title={<Trans>Chat with an Expert</Trans>}>
      <Trans>Get guidance from our AI coaching experts.</Trans>
    </PagePlaceholder>
  );
}
