/**
 * One line per privacy action, for the operators' audit trail: what happened and to which user id. Never an
 * address, a name or anything the member wrote: the line outlives the data it speaks of.
 */
export function auditAccountAction(action: 'exported' | 'deleted', userId: string, details: object = {}): void {
  console.info(JSON.stringify({ level: 'info', message: `account ${action}`, userId, ...details }));
}
