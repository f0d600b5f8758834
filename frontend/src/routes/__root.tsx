import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, redirect, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { NotFoundPage, RouteErrorPage } from '../components/not-found-page';
import { UpdateBanner } from '../features/app-updates/components/update-banner';
import { authStore } from '../features/auth/auth-store';
import { onboardingGate } from '../features/auth/onboarding-gate';
import { signOut } from '../features/auth/session';
import { carryBrandSearch, syncBrand } from '../features/brand/brand-sync';
import { BrandLogoProvider } from '../features/brand/components/brand-logo-provider';
import { AppDetailsLoader } from '../features/content/components/app-details-loader';
import { logoutInactivityMessage } from '../features/content/content-store';
import { EXPO_ENTRY_PATH, expoRedirect, expoSearchValue } from '../features/expo/expo-rule';
import { trackExpo } from '../features/expo/expo-store';
import { PageLoadingBar } from '../features/page-loading/components/page-loading-bar';
import { lookupRedirect } from '../features/redirects/redirects-api';
import { ToastRegion } from '../features/toasts/components/toast-region';
import { notify } from '../features/toasts/toast-store';
import { catalogAreasOf, loadCatalogArea } from '../lib/i18n';
import type { RouterContext } from '../router';

/**
 * The root renders no chrome: each pathless layout (`_default`, `_auth`, `_splash`) brings its own.
 * Its `beforeLoad` runs for every navigation, in spec section 2's order: the server-kept redirect for the path
 * (internal targets by the router, external ones by a full page navigation; a failed lookup never blocks), then
 * — once the session restore has settled — the expo rule and spec section 4's onboarding gate. The words of the
 * page's catalog area load meanwhile.
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  // `bid` rides along on every link and navigation while a company brand is active.
  search: { middlewares: [carryBrandSearch] },
  beforeLoad: async ({ context, location, preload, matches }) => {
    const [decision] = await Promise.all([
      lookupRedirect(context.queryClient, location.pathname),
      context.auth.settled(),
      // The words of the page's catalog area (staticData.catalogArea), alongside rather than one round trip after.
      ...catalogAreasOf(matches).map(loadCatalogArea),
    ]);
    if (decision?.kind === 'internal') throw redirect({ href: decision.href, replace: true });
    if (decision?.kind === 'external' && !preload) {
      window.location.assign(decision.url);
      // The page is being replaced: this navigation never completes.
      return new Promise<never>(() => {});
    }
    const { isLoggedIn, isOnboarded, role } = context.auth.state;
    const expo = preload ? undefined : trackExpo((location.search as Record<string, unknown>).expo);
    const expoTarget = expoRedirect({ isLoggedIn, expo, pathname: location.pathname });
    if (expoTarget) {
      throw redirect({
        to: EXPO_ENTRY_PATH,
        search: { expo: expoSearchValue(expoTarget.expo) } as never,
        replace: true,
      });
    }
    const target = onboardingGate({ isLoggedIn, isOnboarded, role, pathname: location.pathname });
    if (target) throw redirect({ to: target });
    // The brand: the signed-in user's company, else `bid`; a company brand puts its `bid` into the URL.
    const email = isLoggedIn ? (context.auth.state.userInfo.email ?? context.auth.state.loginEmail) : undefined;
    const missingBid = await syncBrand({ search: location.search as Record<string, unknown>, email });
    if (missingBid && !preload) {
      const search = new URLSearchParams(location.searchStr);
      search.set('bid', missingBid);
      throw redirect({
        href: `${location.pathname}?${search}${location.hash ? `#${location.hash}` : ''}`,
        replace: true,
      });
    }
  },
  component: RootComponent,
  // Outside every layout: the 404 page brings its own <main> landmark.
  notFoundComponent: () => <NotFoundPage standalone />,
  errorComponent: (props) => <RouteErrorPage {...props} standalone />,
});

/** Only signed-in visits watch for inactivity: guests' pages do not download it. */
const IdleLogout = lazy(() =>
  import('../features/idle-logout/components/idle-logout').then(
    (module) => ({ default: module.IdleLogout }),
    // Its chunk failed to load (offline): no idle watch this visit, rather than an error page.
    (error: unknown) => {
      console.error(error);
      return { default: () => null };
    },
  ),
);

/** Spec section 8's fallback when the app details carry no logoutInactivityMessage. */
const INACTIVITY_MESSAGE = msg`You were logged out after an hour of inactivity.`;

function RootComponent() {
  const { isLoggedIn } = useSnapshot(authStore);
  const router = useRouter();
  const queryClient = useQueryClient();
  const { i18n } = useLingui();

  // Spec section 4: logged out, back to `/`, then the toast (toasts are cleared on every URL change).
  const logOutIdle = useCallback(async () => {
    await signOut(queryClient);
    await router.navigate({ to: '/' });
    await router.invalidate();
    notify.info(logoutInactivityMessage() ?? i18n._(INACTIVITY_MESSAGE));
  }, [queryClient, router, i18n]);

  return (
    <>
      <PageLoadingBar />
      <AppDetailsLoader />
      <BrandLogoProvider>
        <Outlet />
      </BrandLogoProvider>
      <ToastRegion />
      <UpdateBanner />
      {isLoggedIn ? (
        <Suspense fallback={null}>
          <IdleLogout onIdle={() => void logOutIdle()} />
        </Suspense>
      ) : null}
    </>
  );
}
