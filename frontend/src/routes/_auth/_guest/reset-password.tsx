import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';

export const Route = createFileRoute('/_auth/_guest/reset-password')({
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  return (
    <PagePlaceholder title={<Trans>Reset your password</Trans>}>
      <Trans>Enter your email and we will send you a reset code.</Trans>
    </PagePlaceholder>
  );
}
