// Lambda entry of the chat's WebSocket API ($connect, $disconnect, $default): tickets and connection records in SQL.
import { SqlChatSocketStore } from '@kinwell/database';
import { rdsDatabaseFromEnv } from '../runtime/aws/rds-database';
import { createChatSocketHandler } from './chat-socket-routes';

export const handler = createChatSocketHandler({
  // Its store runs no transaction, so the database's only line (a failed rollback) cannot come: the console (which
  // Lambda prefixes with the request id) spares each connection's cold start Powertools' 35 kB and ~10 ms.
  sockets: new SqlChatSocketStore(rdsDatabaseFromEnv(process.env, console)),
  now: () => new Date(),
});
