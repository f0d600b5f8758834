import { createFileRoute, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { DefaultLayout } from '../components/layouts/default-layout';
import { authStore } from '../features/auth/auth-store';
import { AccountActions } from '../features/auth/components/account-actions';
import { useChatUnread } from '../features/chat/use-chat-unread';
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

// Chat's live connection: only a signed-in user's pages load it.
const ChatLive = lazy(() => import('../features/chat/components/chat-live'));

function DefaultLayoutRoute() {
  const { isLoggedIn, role } = useSnapshot(authStore);
  const expert = isLoggedIn && role === 'expert';
  const chatUnread = useChatUnread(isLoggedIn);
  return (
    <DefaultLayout
      signedIn={isLoggedIn}
      expert={expert}
      chatUnread={chatUnread}
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
      {isLoggedIn && (
        <Suspense fallback={null}>
          <ChatLive reader={expert ? 'expert' : 'member'} />
        </Suspense>
      )}
      <Outlet />
    </DefaultLayout>
  );
}
