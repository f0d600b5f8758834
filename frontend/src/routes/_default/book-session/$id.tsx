import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';

export const Route = createFileRoute('/_default/book-session/$id')({
  component: ExpertPage,
});

function ExpertPage() {
  return (
    <PagePlaceholder title={<Trans>Expert profile</Trans>}>
      <Trans>Read about this expert and book a session.</Trans>
    </PagePlaceholder>
  );
}
