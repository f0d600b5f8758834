// Lambda entry of the chat's WebSocket API ($connect, $disconnect, $default): tickets and connection records in SQL.
import { SqlChatSocketStore } from '@kinwell/database';
import { databaseFromEnv } from '../runtime/aws/database';
import { createChatSocketHandler } from './chat-socket-routes';

export const handler = createChatSocketHandler({
  sockets: new SqlChatSocketStore(databaseFromEnv(process.env)),
  now: () => new Date(),
});
