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
import { yieldToBrowser } from './lib/yield-to-browser';
import { mountApp } from './mount-app';
import { createAppRouter } from './router';
import { warmUpFirstPage } from './warm-up-first-page';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The start, in steps that are tasks of their own (yieldToBrowser): run as one, evaluating the modules, building the
 * router and starting the first page's loads held the main thread ~80 ms on a fast computer, four times that on a
 * slow phone, while a prerendered page was already on screen to be tapped.
 */
async function start(root: HTMLElement): Promise<void> {
  await yieldToBrowser();
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
  await yieldToBrowser();
  await warmUpFirstPage(router, queryClient);
  await preferencesApplied.catch(() => undefined);
  await mountApp(
    root,
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
    router,
  );
}

void start(container);
