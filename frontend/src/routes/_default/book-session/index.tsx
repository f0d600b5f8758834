import { createFileRoute } from '@tanstack/react-router';
import { expertsQueryOptions } from '../../../features/booking/booking-api';
import { ExpertDirectoryPage } from '../../../features/booking/components/expert-directory-page';

/** The expert directory (spec: public; a visitor reads how to sign in). */
export const Route = createFileRoute('/_default/book-session/')({
  // A member's list starts loading with the route chunk; the page shows its own loading and error states.
  loader: ({ context }) => {
    if (context.auth.state.isLoggedIn) void context.queryClient.prefetchQuery(expertsQueryOptions({}));
  },
  component: ExpertDirectoryPage,
});
