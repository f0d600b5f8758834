import { CHAT_POLL_INTERVAL_MS } from '@kinwell/core';
import type { QueryClient } from '@tanstack/react-query';
import { applyChatEvent, parseChatEvent } from './apply-chat-event';
import { type ChatSide, chatApi, chatKeys } from './chat-api';

/** The first reconnect waits this long, each next one twice as long, up to the cap. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** Idle sockets are closed by gateways (API Gateway after 10 minutes): a ping now and then keeps ours open. */
const PING_INTERVAL_MS = 5 * 60_000;

/** The wait before reconnect attempt `attempt` (0 first): doubling, capped, with a little jitter so tabs spread. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

export interface ChatConnectionOptions {
  queryClient: QueryClient;
  reader: ChatSide;
  /** Replaced in tests. */
  openSocket?: (url: string) => WebSocket;
  pollIntervalMs?: number;
}

/**
 * The live part of chat: a socket opened with a fresh ticket, whose pushed events go into the query cache. On every
 * (re)connect it catches up (each open conversation asks for what came after its newest message, the list is read
 * again), since whatever was pushed while no socket was open is lost; while no socket is open it polls. A lost
 * socket is opened again after a growing wait.
 */
export class ChatConnection {
  private socket: WebSocket | undefined;
  private attempt = 0;
  private stopped = true;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pollTimer: ReturnType<typeof setInterval> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private readonly openSocket: (url: string) => WebSocket;
  private readonly pollIntervalMs: number;

  constructor(private readonly options: ChatConnectionOptions) {
    this.openSocket = options.openSocket ?? ((url) => new WebSocket(url));
    this.pollIntervalMs = options.pollIntervalMs ?? CHAT_POLL_INTERVAL_MS;
  }

  get isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.startPolling();
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.stopPolling();
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = undefined;
    socket?.close(1000);
  }

  /** Reads again what may have been missed: the open conversations after their newest message, and the list. */
  catchUp(): void {
    void this.options.queryClient.invalidateQueries({ queryKey: chatKeys.all });
  }

  private async connect(): Promise<void> {
    let url: string;
    try {
      const ticket = await chatApi.socketTicket();
      const address = new URL(ticket.url, window.location.href);
      address.searchParams.set('ticket', ticket.ticket);
      url = address.toString();
    } catch {
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) return;
    let socket: WebSocket;
    try {
      socket = this.openSocket(url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.addEventListener('open', () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.stopPolling();
      this.catchUp();
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => socket.send('ping'), PING_INTERVAL_MS);
    });
    socket.addEventListener('message', (frame) => {
      const event = parseChatEvent(frame.data);
      if (event) applyChatEvent(this.options.queryClient, event, this.options.reader);
    });
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      clearInterval(this.pingTimer);
      if (this.stopped) return;
      this.startPolling();
      this.catchUp();
      this.scheduleReconnect();
    });
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.connect(), reconnectDelay(this.attempt));
    this.attempt += 1;
  }

  private startPolling(): void {
    if (this.pollTimer !== undefined) return;
    this.pollTimer = setInterval(() => this.catchUp(), this.pollIntervalMs);
  }

  private stopPolling(): void {
    clearInterval(this.pollTimer);
    this.pollTimer = undefined;
  }
}
