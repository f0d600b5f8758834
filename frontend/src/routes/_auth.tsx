import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { AuthLayout } from '../components/layouts/auth-layout';
import { authStore } from '../features/auth/auth-store';
import { AccountActions } from '../features/auth/components/account-actions';
import { ColorModeSwitcher } from '../features/color-mode/components/color-mode-switcher';
import { NeedHelpNow } from '../features/crisis/components/need-help-now';
import { PreferencesToolbar } from '../features/preferences/components/preferences-toolbar';
import { notify } from '../features/toasts/toast-store';

/** Auth layout. Guest-only screens nest in `_guest`, onboarding (signed in) in `_signed-in`. */
export const Route = createFileRoute('/_auth')({
  component: AuthLayoutRoute,
});

function AuthLayoutRoute() {
  const { isLoggedIn } = useSnapshot(authStore);
  return (
    <AuthLayout
      actions={
        <>
          {/* Onboarding is signed in too: the crisis card is one click away there as well (issue 15). */}
          {isLoggedIn && <NeedHelpNow />}
          <PreferencesToolbar onSwitchFailed={notify.error} />
          <ColorModeSwitcher />
          <AccountActions guestLink={false} accountLink={false} />
        </>
      }
    >
      <Outlet />
    </AuthLayout>
  );
}
