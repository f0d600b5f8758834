import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SplashLayout } from '../components/layouts/splash-layout';

/** Splash-screen layout (public). */
export const Route = createFileRoute('/_splash')({
  component: SplashLayoutRoute,
});

function SplashLayoutRoute() {
  return (
    <SplashLayout>
      <Outlet />
    </SplashLayout>
  );
}
