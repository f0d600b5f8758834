import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { optionalString } from '../../../lib/search-params';

/** The email being verified, and the company id when the sign-up came through a company link. */
interface VerificationSearch {
  email: string;
  companyId?: string;
}

export const Route = createFileRoute('/_auth/_guest/auth/verification')({
  validateSearch: (search: Record<string, unknown>): VerificationSearch => ({
    email: optionalString(search.email) ?? '',
    companyId: optionalString(search.companyId),
  }),
  component: VerificationPage,
});

function VerificationPage() {
  return (
    <PagePlaceholder title={<Trans>Verify your email</Trans>}>
      <Trans>Enter the 6-digit code we sent to your email.</Trans>
    </PagePlaceholder>
  );
}
