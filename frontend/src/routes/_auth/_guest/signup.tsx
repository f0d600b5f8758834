import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { optionalString } from '../../../lib/search-params';

/** `bid`: the company brand id (spec section 2). */
interface SignupSearch {
  bid?: string;
}

export const Route = createFileRoute('/_auth/_guest/signup')({
  validateSearch: (search: Record<string, unknown>): SignupSearch => ({ bid: optionalString(search.bid) }),
  component: SignupPage,
});

function SignupPage() {
  return (
    <PagePlaceholder title={<Trans>Create your account</Trans>}>
      <Trans>Sign up with your company email to get started.</Trans>
    </PagePlaceholder>
  );
}
