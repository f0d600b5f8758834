import { createFileRoute } from '@tanstack/react-router';
import { ExpertProfilePage } from '../../../features/booking/components/expert-profile-page';

/** An expert's profile and booking with them (spec: public, "expert view"). No loader: see book-session/index.tsx. */
export const Route = createFileRoute('/_default/book-session/$id')({
  component: ExpertRoute,
});

function ExpertRoute() {
  const { id } = Route.useParams();
  return <ExpertProfilePage expertId={id} />;
}
