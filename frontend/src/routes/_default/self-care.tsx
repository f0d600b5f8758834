import { createFileRoute } from '@tanstack/react-router';
import { SelfCarePage } from '../../features/self-care/components/self-care-page';
import { prefetchCatalog } from '../../features/self-care/prefetch-catalog';

/** The self-care catalog (spec: public). */
export const Route = createFileRoute('/_default/self-care')({
  loader: ({ context }) => prefetchCatalog(context.queryClient),
  component: SelfCarePage,
});
