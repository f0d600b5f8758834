import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/page-placeholder';

export const Route = createFileRoute('/_default/solutions')({
  component: SolutionsPage,
});

function SolutionsPage() {
  return (
    <PagePlaceholder title={<Trans>Solutions</Trans>}>
      <Trans>Wellbeing programmes for companies of every size.</Trans>
    </PagePlaceholder>
  );
}
