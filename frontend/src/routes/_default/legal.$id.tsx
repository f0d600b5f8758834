import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../components/page-placeholder';

export const Route = createFileRoute('/_default/legal/$id')({
  component: LegalPage,
});

function LegalPage() {
  return (
    <PagePlaceholder title={<Trans>Legal information</Trans>}>
      <Trans>The legal terms that apply to your use of Kinwell.</Trans>
    </PagePlaceholder>
  );
}
