/**
 * Where a waiting-message mail leads, on the app's own origin: the member's conversation (/coaching/{id}), the
 * expert console's inbox at that conversation.
 */
export const chatLinks = (appUrl: string, conversationId: string) => {
  const origin = new URL(appUrl).origin;
  const id = encodeURIComponent(conversationId);
  return { member: `${origin}/coaching/${id}`, expert: `${origin}/expert/inbox/${id}` };
};
