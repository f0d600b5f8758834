import { createFileRoute } from '@tanstack/react-router';
import { ExpertDirectoryPage } from '../../../features/booking/components/expert-directory-page';

/**
 * The expert directory (spec: public; a visitor reads how to sign in). No loader: loaders ship in the entry chunk,
 * and the booking API module must stay in this lazy route's chunk; the page shows its own loading state.
 */
export const Route = createFileRoute('/_default/book-session/')({
  component: ExpertDirectoryPage,
});
