import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '../../../features/auth/components/auth-screen';
import { SetPasswordForm } from '../../../features/auth/components/set-password-form';
import { useTextBlock } from '../../../features/content/use-text-block';
import { notify } from '../../../features/toasts/toast-store';
import { optionalString } from '../../../lib/search-params';

/** The address the reset code went to (from /reset-password). */
interface SetPasswordSearch {
  email?: string | undefined;
}

export const Route = createFileRoute('/_auth/_guest/set-password')({
  validateSearch: (search: Record<string, unknown>): SetPasswordSearch => ({ email: optionalString(search.email) }),
  component: SetPasswordPage,
});

function SetPasswordPage() {
  const { email } = Route.useSearch();
  return (
    <AuthScreen block={useTextBlock('setPassword')}>
      <SetPasswordForm defaultEmail={email} notify={notify} />
    </AuthScreen>
  );
}
