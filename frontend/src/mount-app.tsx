import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { authStore } from './features/auth/auth-store';
import { isDefaultBrand } from './features/brand/brand-store';
import { i18n } from './lib/i18n';
import type { AppRouter } from './router';

/**
 * Puts the app into #root. A prerendered public page (the build wrote it for a guest, in one language:
 * docs/decisions/017) is hydrated once the route has loaded as it loaded at build time, so React adopts the markup
 * already painted instead of replacing it; when this visit would show something else (a session, a company brand,
 * another language, a redirect), the app renders from scratch over it, as it does over the SPA shell.
 */
export async function mountApp(container: HTMLElement, app: ReactNode, router: AppRouter): Promise<void> {
  const prerenderedIn = container.dataset.prerendered;
  if (prerenderedIn) {
    await router.load().catch(() => undefined);
    const sameVisit =
      prerenderedIn === i18n.locale &&
      !authStore.isLoggedIn &&
      isDefaultBrand() &&
      router.state.location.href === `${window.location.pathname}${window.location.search}` &&
      router.state.matches.every((match) => match.status === 'success');
    if (sameVisit) {
      // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
      // for the whole tree (~250 ms on a slow phone): the painted page keeps scrolling and its links keep working.
      startTransition(() => {
        hydrateRoot(container, app);
      });
      return;
    }
    delete container.dataset.prerendered;
  }
  createRoot(container).render(app);
}
