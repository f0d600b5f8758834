import type { SelfCareScreen } from '../../self-care-content';
import { BreathingScreen } from './breathing-screen';
import { CheckInScreen } from './check-in-screen';
import { ImageScreen } from './image-screen';
import { MediaScreen } from './media-screen';
import { QuizScreen } from './quiz-screen';
import { ReflectionScreen } from './reflection-screen';
import type { RecordScreenEvent } from './screen-props';
import { TakeawayScreen } from './takeaway-screen';
import { TextScreen } from './text-screen';

/** One screen of a session, drawn by its kind. */
export function ScreenView({ screen, record }: { screen: SelfCareScreen; record: RecordScreenEvent }) {
  switch (screen.kind) {
    case 'text':
      return <TextScreen screen={screen} record={record} />;
    case 'image':
      return <ImageScreen screen={screen} record={record} />;
    case 'audio':
    case 'video':
      return <MediaScreen screen={screen} record={record} />;
    case 'breathing':
      return <BreathingScreen screen={screen} record={record} />;
    case 'reflection':
      return <ReflectionScreen screen={screen} record={record} />;
    case 'checkIn':
      return <CheckInScreen screen={screen} record={record} />;
    case 'quiz':
      return <QuizScreen screen={screen} record={record} />;
    case 'takeaway':
      return <TakeawayScreen screen={screen} record={record} />;
  }
}
