import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '../../../features/auth/components/auth-screen';
import { LoginForm } from '../../../features/auth/components/login-form';
import { useTextBlock } from '../../../features/content/use-text-block';
import { notify } from '../../../features/toasts/toast-store';
import { optionalString } from '../../../lib/search-params';

/** `redirect`: where a guard sent the guest from; `email`: filled in (after verification, for instance). */
interface LoginSearch {
  redirect?: string | undefined;
  email?: string | undefined;
}

export const Route = createFileRoute('/_auth/_guest/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirect: optionalString(search.redirect),
    email: optionalString(search.email),
  }),
  component: LoginPage,
});

function LoginPage() {
  const { redirect, email } = Route.useSearch();
  return (
    <AuthScreen block={useTextBlock('signIn')}>
      <LoginForm defaultEmail={email} redirect={redirect} notify={notify} />
    </AuthScreen>
  );
}
