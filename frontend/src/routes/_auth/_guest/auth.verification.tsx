import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '../../../features/auth/components/auth-screen';
import { VerificationForm } from '../../../features/auth/components/verification-form';
import { useTextBlock } from '../../../features/content/use-text-block';
import { notify } from '../../../features/toasts/toast-store';
import { optionalString } from '../../../lib/search-params';

/** The email being verified, and the company id when the sign-up came through a company link. */
interface VerificationSearch {
  email: string;
  companyId?: string | undefined;
}

export const Route = createFileRoute('/_auth/_guest/auth/verification')({
  validateSearch: (search: Record<string, unknown>): VerificationSearch => ({
    email: optionalString(search.email) ?? '',
    companyId: optionalString(search.companyId),
  }),
  component: VerificationPage,
});

function VerificationPage() {
  const { email } = Route.useSearch();
  return (
    <AuthScreen block={useTextBlock('emailVerification')}>
      {/* A new address starts a new form (a key), so nothing typed for another address stays. */}
      <VerificationForm key={email} email={email} notify={notify} />
    </AuthScreen>
  );
}
