import type { ApiEvent } from '../http/types';

/** The local server's chat socket path (same port as the API). */
export const LOCAL_CHAT_SOCKET_PATH = '/api/chat/socket';

/**
 * Where the local chat socket is, as the caller reached this server: its host, `wss:` behind a TLS proxy that says so
 * (X-Forwarded-Proto), else `ws:`.
 */
export function localChatSocketUrl(event: Pick<ApiEvent, 'headers' | 'requestContext'>): string {
  const host = event.headers?.host ?? event.requestContext.domainName ?? 'localhost';
  const secure = event.headers?.['x-forwarded-proto']?.split(',')[0]?.trim() === 'https';
  return `${secure ? 'wss' : 'ws'}://${host}${LOCAL_CHAT_SOCKET_PATH}`;
}
