/** Chat with an expert: its error answers (error catalog area `chat`). */
export const chatMessages = {
  emptyMessage: 'Write your message first.',
  messageTooLong: 'This message is too long. Keep it under 4,000 characters.',
  tooManyMessages: 'You are sending messages very quickly. Please wait a moment and try again.',
  tooManyConversations: 'You have started many conversations today. Please try again tomorrow.',
  conversationNotFound: 'This conversation does not exist or is not yours.',
  expertNotTakingChat: 'This expert does not take chat messages. You can book a session with them instead.',
} as const;
