export { FolderObjectStore } from './folder-object-store';
export { localIdentityMigrations } from './identity/identity-migrations';
export { LocalIdentity, type LocalIdentityOptions } from './identity/local-identity';
export { InProcessChatPush, type LiveSocket } from './in-process-chat-push';
export { Mailbox, type MailboxMessage } from './mailbox';
export { MailboxOnCallNotifier } from './mailbox-on-call-notifier';
export { MailboxTemplatedMail } from './mailbox-templated-mail';
export {
  OpenAiCompatibleCoachModel,
  type OpenAiCompatibleOptions,
  sseDataLines,
} from './openai-compatible-coach-model';
export { PgliteDatabase } from './pglite-database';
export { ReminderPoller, type ReminderPollerOptions } from './reminder-poller';
