import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { authStore } from '../auth-store';
import { signOut } from '../session';

/** "Log out" for a signed-in user; for a guest a "Sign in" link, unless `guestLink` is false. */
export function AccountActions({ guestLink = true }: { guestLink?: boolean }) {
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
    <button type="button" className="account-action" disabled={logout.isPending} onClick={() => logout.mutate()}>
      {logout.isPending ? t`Processing...` : t`Log out`}
    </button>
  );
}
