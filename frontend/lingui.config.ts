import { defineConfig } from '@lingui/cli';

/**
 * One catalog per area, so a page loads only the words it can show: `messages` is the app shell and the
 * account screens (every page needs it), `marketing` the public pages and the contact form, `onboarding` the
 * wizard. Routes of an area load its catalog (lib/i18n.ts, loadCatalogArea) before they render. A message used
 * in two areas is kept in both.
 */
const areas = {
  marketing: ['<rootDir>/src/features/marketing', '<rootDir>/src/features/contact'],
  onboarding: ['<rootDir>/src/features/onboarding'],
};

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
          .map((folder) => `${folder}/**`),
      ],
    },
    ...Object.entries(areas).map(([area, include]) => ({
      path: `<rootDir>/src/locales/{locale}/${area}`,
      include,
      exclude,
    })),
  ],
});
