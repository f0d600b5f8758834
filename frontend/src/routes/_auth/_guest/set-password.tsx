import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';

export const Route = createFileRoute('/_auth/_guest/set-password')({
  component: SetPasswordPage,
});

function SetPasswordPage() {
  return (
    <PagePlaceholder title={<Trans>Set a new password</Trans>}>
      <Trans>Enter the 6-digit code and choose a new password.</Trans>
    </PagePlaceholder>
  );
}
