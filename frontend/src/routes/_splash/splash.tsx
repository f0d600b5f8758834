import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/page-placeholder';

export const Route = createFileRoute('/_splash/splash')({
  component: SplashPage,
});

function SplashPage() {
  return (
    <PagePlaceholder title={<Trans>Welcome</Trans>}>
      <Trans>Wellbeing for the whole family.</Trans>
    </PagePlaceholder>
  );
}
