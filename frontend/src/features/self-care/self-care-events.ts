import { apiClient } from '../../lib/api-client';
import { authStore } from '../auth/auth-store';
import { EventQueue } from './event-queue';
import { localIsoString } from './local-time';

export interface SelfCareEvent {
  themeId: string;
  sessionId?: string;
  screenId?: string;
  type: string;
  payload?: Record<string, string | number | boolean | string[]>;
}

let queue: { owner: string; queue: EventQueue; stop: () => void } | undefined;

/**
 * The signed-in member's queue. One per member and browser, so events queued by one member are never sent with
 * another's session on a shared computer.
 */
function queueOf(owner: string): EventQueue {
  if (queue?.owner !== owner) {
    queue?.stop();
    const events = new EventQueue({
      storage: localStorage,
      storageKey: `kinwell:self-care-events:${owner}`,
      send: async ({ id, body }) => {
        await apiClient.post('/api/aurora/user_events/theme', { ...body, id });
      },
    });
    queue = { owner, queue: events, stop: events.listen(window, document) };
  }
  return queue.queue;
}

/**
 * Records what the member does in a session (POST /api/aurora/user_events/theme) through the queue: at once when
 * the network allows, later when it does not; the member is never held up.
 */
export function recordSelfCareEvent(event: SelfCareEvent): void {
  const owner = authStore.userInfo.sub;
  if (!owner) return;
  queueOf(owner).enqueue({ ...event, occurredAt: localIsoString(new Date()) });
}

/** Sends what an earlier visit left queued (the network dropped, the tab closed) as soon as the member is back. */
export function flushSelfCareEvents(): void {
  const owner = authStore.userInfo.sub;
  if (owner) void queueOf(owner).flush();
}
