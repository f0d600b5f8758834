import { createFileRoute } from '@tanstack/react-router';
import { SessionPlayer } from '../../../features/self-care/components/session-player';

/** One screen of a self-care session (spec: "screen details"): the session player, at the screen the URL names. */
export const Route = createFileRoute('/_default/_signed-in/theme/$themeId/session/$sessionId/screen/$screenId')({
  component: SessionScreenPage,
});

function SessionScreenPage() {
  const { themeId, sessionId, screenId } = Route.useParams();
  return <SessionPlayer themeId={themeId} sessionId={sessionId} screenId={screenId} />;
}
