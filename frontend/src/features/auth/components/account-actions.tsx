import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { authStore } from '../auth-store';
import { signOut } from '../session';

/**
 * "My account" and "Log out" for a signed-in user (the account link unless `accountLink` is false: onboarding has
 * no way out but forward); for a guest a "Sign in" link, unless `guestLink` is false.
 */
export function AccountActions({
  guestLink = true,
  accountLink = true,
}: {
  guestLink?: boolean;
  accountLink?: boolean;
}) {
  const { t } = useLingui();
  const { isLoggedIn } = useSnapshot(authStore);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useMutation({
    mutationFn: async () => {
      await signOut(queryClient);
      await navigate({ to: '/' });
    },
  });

  if (!isLoggedIn) {
    if (!guestLink) return null;
    return (
      <Link to="/login" className="account-action">
        {t`Sign in`}
      </Link>
    );
  }
  return (
    <>
      {accountLink && (
        <Link to="/account" className="account-action" activeProps={{ 'aria-current': 'page' }}>
          {t`My account`}
        </Link>
      )}
      <button type="button" className="account-action" disabled={logout.isPending} onClick={() => logout.mutate()}>
        {logout.isPending ? t`Processing...` : t`Log out`}
      </button>
    </>
  );
}
