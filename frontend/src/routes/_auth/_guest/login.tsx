import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';

export const Route = createFileRoute('/_auth/_guest/login')({
  component: LoginPage,
});

function LoginPage() {
  return (
    <PagePlaceholder title={<Trans>Sign in</Trans>}>
      <Trans>Sign in with your company email.</Trans>
    </PagePlaceholder>
  );
}
