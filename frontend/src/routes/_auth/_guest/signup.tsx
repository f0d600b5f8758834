import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '../../../features/auth/components/auth-screen';
import { SignupForm } from '../../../features/auth/components/signup-form';
import { useTextBlock } from '../../../features/content/use-text-block';
import { notify } from '../../../features/toasts/toast-store';
import { optionalString } from '../../../lib/search-params';

/** `bid`: the company brand id (spec section 2). */
interface SignupSearch {
  bid?: string | undefined;
}

export const Route = createFileRoute('/_auth/_guest/signup')({
  validateSearch: (search: Record<string, unknown>): SignupSearch => ({ bid: optionalString(search.bid) }),
  component: SignupPage,
});

function SignupPage() {
  const { bid } = Route.useSearch();
  return (
    <AuthScreen block={useTextBlock('signUp')}>
      <SignupForm bid={bid} notify={notify} />
    </AuthScreen>
  );
}
