import { useQuery } from '@tanstack/react-query';
import { conversationsQueryOptions } from './chat-api';

/**
 * The signed-in reader's unread chat messages, for the navigation's badge: kept live by the chat connection (pushes
 * while a socket is open, polls while none is), 0 for a visitor or before the first read.
 */
export function useChatUnread(signedIn: boolean): number {
  const { data } = useQuery({ ...conversationsQueryOptions(), enabled: signedIn, select: (list) => list.unread });
  return signedIn ? (data ?? 0) : 0;
}
