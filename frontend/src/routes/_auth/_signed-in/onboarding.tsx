import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';

export const Route = createFileRoute('/_auth/_signed-in/onboarding')({
  component: OnboardingPage,
});

function OnboardingPage() {
  return (
    <PagePlaceholder title={<Trans>Welcome aboard</Trans>}>
      <Trans>Tell us about yourself in three short steps.</Trans>
    </PagePlaceholder>
  );
}
