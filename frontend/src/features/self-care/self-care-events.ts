import { apiClient } from '../../lib/api-client';

export interface SelfCareEvent {
  themeId: string;
  sessionId: string;
  screenId?: string;
  type: string;
  payload?: Record<string, string | number | boolean | string[]>;
}

/**
 * Records what the member does in a session (POST /api/aurora/user_events/theme). It never blocks or interrupts the
 * session: a failed send is not the member's problem to see.
 */
export function recordSelfCareEvent(event: SelfCareEvent): void {
  void apiClient
    .post('/api/aurora/user_events/theme', { ...event, occurredAt: new Date().toISOString() })
    .catch(() => undefined);
}
