// Lambda entry of the events endpoint group.
import { eventsDeps } from '../runtime/aws';
import { createEventsHandler } from './app';

export const handler = createEventsHandler(eventsDeps());
