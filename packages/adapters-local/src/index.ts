export { FolderObjectStore } from './folder-object-store';
export { localIdentityMigrations } from './identity/identity-migrations';
export { LocalIdentity, type LocalIdentityOptions } from './identity/local-identity';
export { Mailbox, type MailboxMessage } from './mailbox';
export { MailboxTemplatedMail } from './mailbox-templated-mail';
export { PgliteDatabase } from './pglite-database';
export { ReminderPoller, type ReminderPollerOptions } from './reminder-poller';
