/** The AI coach's error answers (error catalog area `coach`). */
export const coachMessages = {
  emptyMessage: 'Write a message first.',
  messageTooLong: 'This message is too long. Keep it under 2,000 characters.',
  dailyLimit: 'You have reached today’s limit of messages to your coach. You can write again tomorrow.',
  modelFailed: 'Your coach could not answer just now. Please try again in a moment.',
} as const;
