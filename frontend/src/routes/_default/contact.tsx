import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/page-placeholder';

export const Route = createFileRoute('/_default/contact')({
  component: ContactPage,
});

function ContactPage() {
  return (
    <PagePlaceholder title={<Trans>Contact us</Trans>}>
      <Trans>Questions or feedback? We would love to hear from you.</Trans>
    </PagePlaceholder>
  );
}
