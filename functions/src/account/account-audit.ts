import type { Logger } from '@aws-lambda-powertools/logger';

/**
 * One line per privacy action, for the operators' audit trail: what happened and to which user id. Never an
 * address, a name or anything the member wrote: the line outlives the data it speaks of.
 */
export function auditAccountAction(
  logger: Logger,
  action: 'exported' | 'deleted',
  userId: string,
  details: object = {},
): void {
  logger.info(`account ${action}`, { userId, ...details });
}
