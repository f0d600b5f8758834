import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { partyOfTicket } from '@kinwell/core';
import { LOCAL_CHAT_SOCKET_PATH, type LocalDeps } from '@kinwell/functions/runtime/local';
import { type WebSocket, WebSocketServer } from 'ws';
import { requestUrl } from './api-event';

/** Pages send only pings; anything longer is not ours. */
const MAX_FRAME_BYTES = 1024;
/** A socket that has not answered the server's ping in this time is gone (a laptop closed, a network dropped). */
const HEARTBEAT_MS = 30_000;

const refuse = (socket: Duplex, status: string) => {
  socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
};

/**
 * The local chat socket, on the server's own port (`/api/chat/socket?ticket=…`): the ticket (single use, a minute,
 * from POST /api/chat/socket-ticket) is burnt and names the party, whose pushes then reach this socket. As in AWS,
 * the page sends `ping` and gets `{"type":"pong"}`; anything it says beyond that is ignored.
 */
export function attachChatSockets(server: Server, deps: Pick<LocalDeps, 'chat' | 'clock'>) {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const alive = new WeakSet<WebSocket>();

  server.on('upgrade', (request, socket, head) => {
    const url = requestUrl(request);
    if (url.pathname !== LOCAL_CHAT_SOCKET_PATH) return refuse(socket, '404 Not Found');
    partyOfTicket({ sockets: deps.chat.sockets, now: () => deps.clock.now() }, url.searchParams.get('ticket'))
      .then((party) => {
        if (!party) return refuse(socket, '401 Unauthorized');
        sockets.handleUpgrade(request, socket, head, (ws) => {
          alive.add(ws);
          const detach = deps.chat.push.attach(party, ws);
          ws.on('pong', () => alive.add(ws));
          ws.on('message', (data) => {
            if (String(data).trim() === 'ping') ws.send('{"type":"pong"}');
          });
          ws.on('close', detach);
          ws.on('error', () => ws.terminate());
        });
      })
      .catch(() => refuse(socket, '500 Internal Server Error'));
  });

  const heartbeat = setInterval(() => {
    for (const ws of sockets.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    /** Closes every open socket (the server is shutting down): pages fall back to polling, then reconnect. */
    close() {
      clearInterval(heartbeat);
      for (const ws of sockets.clients) ws.terminate();
      sockets.close();
    },
  };
}
