import { createFileRoute } from '@tanstack/react-router';
import { SelfCarePage } from '../../features/self-care/components/self-care-page';

/** The self-care catalog (spec: public). */
export const Route = createFileRoute('/_default/self-care')({
  component: SelfCarePage,
});
