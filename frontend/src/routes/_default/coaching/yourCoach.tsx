import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';

export const Route = createFileRoute('/_default/coaching/yourCoach')({
  component: YourCoachPage,
});

function YourCoachPage() {
  return (
    <PagePlaceholder title={<Trans>Your coach</Trans>}>
      <Trans>Meet the coach who follows your journey.</Trans>
    </PagePlaceholder>
  );
}
