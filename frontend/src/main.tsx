import { StrictMode } from 'react';
import { App } from './app';
import { authContext } from './features/auth/auth-store';
import { startAuthSession } from './features/auth/session';
import { resetBrand } from './features/brand/brand-store';
import { clearAllDrafts } from './features/chat/chat-drafts';
import { clearOutbox } from './features/chat/chat-outbox-store';
import { startColorMode } from './features/color-mode/color-mode-store';
import { applyPreferences } from './features/preferences/preferences-store';
import { createQueryClient } from './lib/query-client';
import { mountApp } from './mount-app';
import { createAppRouter } from './router';
import { warmUpFirstPage } from './warm-up-first-page';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, auth: authContext });

// index.html's inline colour-mode script applied the stored mode before the first paint; from here the store keeps it in sync.
startColorMode();

// Restores the session (refresh cookie) while the catalog loads; guards wait for it, so no screen flashes.
// When the session later ends on its own, the guards run again and send the user to sign in.
// Closing a session also forgets the company brand and chat's drafts and unsent messages: on a shared device the next
// person should not see whose they were.
void startAuthSession({
  queryClient,
  onSessionEnded: () => void router.invalidate(),
  onSessionClosed: () => {
    resetBrand();
    clearAllDrafts();
    clearOutbox();
  },
});

// Render once the chosen language's catalog is loaded, so no text flashes in the wrong language; meanwhile the
// first page's code, redirect lookup and area words load.
const preferencesApplied = applyPreferences();
warmUpFirstPage(router, queryClient);
void preferencesApplied.finally(() =>
  mountApp(
    container,
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
    router,
  ),
);
