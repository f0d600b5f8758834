import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from './lib/i18n';
import type { AppRouter } from './router';

interface AppProps {
  router: AppRouter;
  /** The same client the router context carries (loaders and components share one cache). */
  queryClient: QueryClient;
}

export function App({ router, queryClient }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  );
}
