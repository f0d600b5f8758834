import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AuthLayout } from '../components/layouts/auth-layout';
import { AccountActions } from '../features/auth/components/account-actions';
import { ColorModeSwitcher } from '../features/color-mode/components/color-mode-switcher';
import { PreferencesToolbar } from '../features/preferences/components/preferences-toolbar';
import { notify } from '../features/toasts/toast-store';

/** Auth layout. Guest-only screens nest in `_guest`, onboarding (signed in) in `_signed-in`. */
export const Route = createFileRoute('/_auth')({
  component: AuthLayoutRoute,
});

function AuthLayoutRoute() {
  return (
    <AuthLayout
      actions={
        <>
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
