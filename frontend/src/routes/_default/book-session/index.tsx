import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';

export const Route = createFileRoute('/_default/book-session/')({
  component: BookSessionPage,
});

function BookSessionPage() {
  return (
    <PagePlaceholder title={<Trans>Book a 1x1 session</Trans>}>
      <Trans>Choose an expert and book a private session.</Trans>
    </PagePlaceholder>
  );
}
