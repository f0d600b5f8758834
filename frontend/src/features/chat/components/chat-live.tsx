import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ChatSide } from '../chat-api';
import { ChatConnection } from '../chat-connection';

/**
 * Keeps chat live while someone is signed in: one connection for the whole app (every page shows the unread badge),
 * closed when they sign out or leave. Draws nothing. Loaded lazily, so a visitor's pages never carry it.
 */
export default function ChatLive({ reader }: { reader: ChatSide }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const connection = new ChatConnection({ queryClient, reader });
    connection.start();
    // A tab coming back to the front may have slept through pushes and polls.
    const onVisible = () => {
      if (document.visibilityState === 'visible') connection.catchUp();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      connection.stop();
    };
  }, [queryClient, reader]);
  return null;
}
