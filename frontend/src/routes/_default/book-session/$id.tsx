import { createFileRoute } from '@tanstack/react-router';
import { expertQueryOptions, myBookingsQueryOptions } from '../../../features/booking/booking-api';
import { ExpertProfilePage } from '../../../features/booking/components/expert-profile-page';

/** An expert's profile and booking with them (spec: public, "expert view"). */
export const Route = createFileRoute('/_default/book-session/$id')({
  loader: ({ context, params }) => {
    if (!context.auth.state.isLoggedIn) return;
    void context.queryClient.prefetchQuery(expertQueryOptions(params.id));
    // The balance shown before booking.
    void context.queryClient.prefetchQuery(myBookingsQueryOptions());
  },
  component: ExpertRoute,
});

function ExpertRoute() {
  const { id } = Route.useParams();
  return <ExpertProfilePage expertId={id} />;
}
