import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/page-placeholder';

export const Route = createFileRoute('/_default/privacy-policy')({
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  return (
    <PagePlaceholder title={<Trans>Privacy policy</Trans>}>
      <Trans>How we collect, use and protect your personal data.</Trans>
    </PagePlaceholder>
  );
}
