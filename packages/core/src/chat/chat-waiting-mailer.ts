import type { Locale } from '../i18n/locales';

/**
 * The mail that tells someone a chat message waits for them: who wrote (a member's first name, an expert's name) and
 * where to read it, never the message's words.
 */
export interface ChatWaitingMail {
  to: { email: string; locale: Locale };
  recipient: 'member' | 'expert';
  senderName: string;
  conversationId: string;
}

export interface ChatWaitingMailer {
  send(mail: ChatWaitingMail): Promise<void>;
}
