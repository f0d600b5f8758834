import { createFileRoute } from '@tanstack/react-router';
import { ExpertConsolePage } from '../../../features/expert-console/components/expert-console-page';
import {
  availabilityQueryOptions,
  expertBookingsQueryOptions,
  expertSelfQueryOptions,
} from '../../../features/expert-console/expert-console-api';

/** The expert console: availability on the expert's clock, and their sessions. */
export const Route = createFileRoute('/_default/_expert/expert')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(expertSelfQueryOptions());
    void context.queryClient.prefetchQuery(availabilityQueryOptions());
    void context.queryClient.prefetchQuery(expertBookingsQueryOptions());
  },
  component: ExpertConsolePage,
});
