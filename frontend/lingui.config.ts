import { defineConfig } from '@lingui/cli';

/**
 * One catalog per area, so a page loads only the words it can show: `messages` is the app shell and the
 * account screens (every page needs it), `site` the default layout (menu, footer) and the pages in it,
 * `marketing` the public pages and the contact form, `onboarding` the wizard, `booking` the expert directory, the
 * booking pages and the expert console, `chat` chat with an expert (/coaching and the console's inbox). Routes of an
 * area load its catalog (lib/i18n.ts, loadCatalogArea) before they render. A message used in two areas is kept in
 * both. Entries are folders or single files.
 */
const areas = {
  site: [
    '<rootDir>/src/components/layouts/default-layout.tsx',
    '<rootDir>/src/components/layouts/main-nav.tsx',
    '<rootDir>/src/components/layouts/bottom-nav.tsx',
    '<rootDir>/src/components/layouts/nav-items.ts',
    '<rootDir>/src/components/layouts/site-footer.tsx',
    '<rootDir>/src/components/scroll-to-top.tsx',
    '<rootDir>/src/components/check-in-modal.tsx',
    '<rootDir>/src/components/thank-you-modal.tsx',
    '<rootDir>/src/components/video-modal.tsx',
    '<rootDir>/src/features/legal/components',
    '<rootDir>/src/features/account',
    '<rootDir>/src/features/self-care',
    '<rootDir>/src/features/progress',
    '<rootDir>/src/features/dashboard',
    '<rootDir>/src/features/booking/components/next-booking-card.tsx',
    '<rootDir>/src/routes/_default',
  ],
  marketing: ['<rootDir>/src/features/marketing', '<rootDir>/src/features/contact'],
  onboarding: ['<rootDir>/src/features/onboarding'],
  // The directory, profiles, slot picker and My bookings; the expert console. The dashboard's booking card is in
  // `site` too (above), where the dashboard shows it.
  booking: ['<rootDir>/src/features/booking', '<rootDir>/src/features/expert-console'],
  chat: ['<rootDir>/src/features/chat'],
};

const isFile = (entry: string) => /\.[jt]sx?$/.test(entry);

const exclude = ['**/*.test.ts', '**/*.test.tsx', '**/routeTree.gen.ts', '**/node_modules/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'es', 'ja', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        ...exclude,
        ...Object.values(areas)
          .flat()
          .map((entry) => (isFile(entry) ? entry : `${entry}/**`)),
      ],
    },
    ...Object.entries(areas).map(([area, include]) => ({
      path: `<rootDir>/src/locales/{locale}/${area}`,
      include,
      exclude,
    })),
  ],
});
