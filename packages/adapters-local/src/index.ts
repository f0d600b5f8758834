export { FolderObjectStore } from './folder-object-store';
export { Mailbox, type MailboxMessage } from './mailbox';
export { toPositional } from './named-parameters';
export { PgliteDatabase } from './pglite-database';
