import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { DefaultLayout } from '../components/layouts/default-layout';
import { authStore } from '../features/auth/auth-store';
import { AccountActions } from '../features/auth/components/account-actions';
import { ColorModeSwitcher } from '../features/color-mode/components/color-mode-switcher';
import { NeedHelpNow } from '../features/crisis/components/need-help-now';
import { PreferencesToolbar } from '../features/preferences/components/preferences-toolbar';
import { notify } from '../features/toasts/toast-store';

/** Default layout (navigation bar, footer, switchers) for public pages; signed-in pages nest in `_signed-in`. */
export const Route = createFileRoute('/_default')({
  // The menu, the footer and the pages in this layout speak from the `site` catalog.
  staticData: { catalogArea: 'site' },
  component: DefaultLayoutRoute,
});

function DefaultLayoutRoute() {
  const { isLoggedIn, role } = useSnapshot(authStore);
  const expert = isLoggedIn && role === 'expert';
  return (
    <DefaultLayout
      signedIn={isLoggedIn}
      expert={expert}
      toolbar={
        <>
          {/* Issue 15: the crisis card is one click away on every signed-in member's page. */}
          {isLoggedIn && !expert && <NeedHelpNow />}
          <PreferencesToolbar onSwitchFailed={notify.error} />
          <ColorModeSwitcher />
          <AccountActions />
        </>
      }
    >
      <Outlet />
    </DefaultLayout>
  );
}
