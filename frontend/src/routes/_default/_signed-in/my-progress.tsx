import { createFileRoute } from '@tanstack/react-router';
import { ProgressPage } from '../../../features/progress/components/progress-page';

/** My Progress: the member's mood, practice, streak, themes and reflections. */
export const Route = createFileRoute('/_default/_signed-in/my-progress')({
  component: ProgressPage,
});
