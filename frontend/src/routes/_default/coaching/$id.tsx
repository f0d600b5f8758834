import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';

export const Route = createFileRoute('/_default/coaching/$id')({
  component: AiExpertPage,
});

function AiExpertPage() {
  return (
    <PagePlaceholder title={<Trans>AI expert</Trans>}>
      <Trans>Start a conversation with this AI expert.</Trans>
    </PagePlaceholder>
  );
}
