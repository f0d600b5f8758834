import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';

export const Route = createFileRoute('/_default/_signed-in/theme/$themeId/session/$sessionId/screen/$screenId')({
  component: SessionScreenPage,
});

function SessionScreenPage() {
  return (
    <PagePlaceholder title={<Trans>Session screen</Trans>}>
      <Trans>One step of your self-care session.</Trans>
    </PagePlaceholder>
  );
}
