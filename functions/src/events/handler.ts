// Lambda entry of the events endpoint group.
import { eventsDeps } from '../runtime/aws/events';
import { createEventsHandler } from './app';

export const handler = createEventsHandler(eventsDeps());
