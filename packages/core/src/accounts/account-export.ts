import type { Member } from '../invitations/invitations';
import type { UserAttribute } from '../ports/identity';
import type { PersonalDataStore } from './personal-data';
import type { LimitedKey } from './rate-limits';

/** Bumped when the export's shape changes, so a reader (the member, a regulator, a tool) knows which it holds. */
export const ACCOUNT_EXPORT_VERSION = 1;

/** What a member downloads: their account as the identity provider holds it, then each store's section. */
export interface AccountExport {
  format: 'kinwell-account-export';
  version: typeof ACCOUNT_EXPORT_VERSION;
  exportedAt: string;
  account: { userId: string; email: string; attributes: Record<string, string> };
  /** One section per store, by its name (`crm`, `themeEvents`, `sentInvites`, `personalEmail`, …). */
  data: Record<string, unknown>;
}

/**
 * Everything Kinwell holds about a member (spec: privacy rights), gathered from every store that holds personal
 * data. A store that fails fails the export: a partial file would claim to be everything and not be.
 */
export async function exportAccount(
  stores: readonly PersonalDataStore[],
  member: Member,
  attributes: readonly UserAttribute[],
  now: Date,
): Promise<AccountExport> {
  const sections = await Promise.all(stores.map(async (store) => [store.name, await store.export(member)] as const));
  return {
    format: 'kinwell-account-export',
    version: ACCOUNT_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    account: {
      userId: member.sub,
      email: member.email,
      attributes: Object.fromEntries(attributes.map(({ Name, Value }) => [Name, Value])),
    },
    data: Object.fromEntries(sections),
  };
}

/** The download's file name: the product and the day, never the member's name or address. */
export const accountExportFileName = (now: Date) => `kinwell-my-data-${now.toISOString().slice(0, 10)}.json`;

/**
 * Exports per member and hour. An export reads every store (the CRM, the company's invites) and is worth having once;
 * a handful covers a retried download, and a stolen session cannot turn it into a load on the CRM.
 */
export const exportLimitKey = (sub: string): LimitedKey => ({
  bucket: `account-export:user:${sub}`,
  rule: { limit: 5, windowMs: 60 * 60_000 },
});
