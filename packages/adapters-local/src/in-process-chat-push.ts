import type { ChatPush, ChatPushEvent } from '@kinwell/core';

/** An open socket as the hub needs it (a `ws` WebSocket fits). */
export interface LiveSocket {
  send(data: string): void;
  /** 1: open (the WebSocket readyState). */
  readonly readyState: number;
}

const OPEN = 1;

/**
 * The ChatPush of the local runtime: the live sockets of this one process, by party. The server attaches a socket
 * once its ticket is burnt and detaches it when it closes; a push reaches every open socket of the party.
 */
export class InProcessChatPush implements ChatPush {
  private readonly sockets = new Map<string, Set<LiveSocket>>();

  /** Adds a party's socket; answers how to take it away again. */
  attach(partyKey: string, socket: LiveSocket): () => void {
    const set = this.sockets.get(partyKey) ?? new Set<LiveSocket>();
    set.add(socket);
    this.sockets.set(partyKey, set);
    return () => {
      set.delete(socket);
      if (set.size === 0 && this.sockets.get(partyKey) === set) this.sockets.delete(partyKey);
    };
  }

  async deliver(partyKey: string, event: ChatPushEvent): Promise<boolean> {
    const data = JSON.stringify(event);
    let delivered = false;
    for (const socket of this.sockets.get(partyKey) ?? []) {
      if (socket.readyState !== OPEN) continue;
      socket.send(data);
      delivered = true;
    }
    return delivered;
  }
}
