import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/page-placeholder';

export const Route = createFileRoute('/_default/about')({
  component: AboutPage,
});

function AboutPage() {
  return (
    <PagePlaceholder title={<Trans>About us</Trans>}>
      <Trans>Learn who we are and why we care about family wellbeing.</Trans>
    </PagePlaceholder>
  );
}
