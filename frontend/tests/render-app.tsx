import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { App } from '../src/app';
import { createQueryClient } from '../src/lib/query-client';
import { createAppRouter } from '../src/router';

/** Renders the whole app (providers and router) at `path`, with a fresh query client. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [path] }) });
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}
