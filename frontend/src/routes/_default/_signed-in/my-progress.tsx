import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';

export const Route = createFileRoute('/_default/_signed-in/my-progress')({
  component: MyProgressPage,
});

function MyProgressPage() {
  return (
    <PagePlaceholder title={<Trans>My Progress</Trans>}>
      <Trans>Follow your goals and see how far you have come.</Trans>
    </PagePlaceholder>
  );
}
