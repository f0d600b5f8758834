import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/page-placeholder';

export const Route = createFileRoute('/_default/self-care')({
  component: SelfCarePage,
});

function SelfCarePage() {
  return (
    <PagePlaceholder title={<Trans>Self-Care</Trans>}>
      <Trans>Articles, videos and exercises to take care of yourself.</Trans>
    </PagePlaceholder>
  );
}
