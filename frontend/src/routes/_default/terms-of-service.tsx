import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/page-placeholder';

export const Route = createFileRoute('/_default/terms-of-service')({
  component: TermsOfServicePage,
});

function TermsOfServicePage() {
  return (
    <PagePlaceholder title={<Trans>Terms of service</Trans>}>
      <Trans>The terms that govern your use of Kinwell.</Trans>
    </PagePlaceholder>
  );
}
