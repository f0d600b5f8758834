import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '../../../features/auth/components/auth-screen';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { useTextBlock } from '../../../features/content/use-text-block';
import { notify } from '../../../features/toasts/toast-store';
import { optionalString } from '../../../lib/search-params';

interface ResetPasswordSearch {
  email?: string | undefined;
}

export const Route = createFileRoute('/_auth/_guest/reset-password')({
  validateSearch: (search: Record<string, unknown>): ResetPasswordSearch => ({ email: optionalString(search.email) }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { email } = Route.useSearch();
  return (
    <AuthScreen block={useTextBlock('resetPassword')}>
      <ResetPasswordForm defaultEmail={email} notify={notify} />
    </AuthScreen>
  );
}
