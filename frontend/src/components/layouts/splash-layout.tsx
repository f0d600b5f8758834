import type { ReactNode } from 'react';
import { Logo } from '../logo';

/** Spec section 2's splash-screen layout (the mobile-embedded "expo" entry). */
export function SplashLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="layout-splash">
      <Logo />
      {children}
    </main>
  );
}
