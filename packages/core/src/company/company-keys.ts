/**
 * Object keys of the company store. Each lookup is one GET, never a scan: a domain and an invited email
 * each have their own object, so concurrent invites write different keys and cannot lose each other.
 */
export const companyKeys = {
  metadata: (companyId: string) => `companies/${companyId}/metadata.json`,
  logo: (companyId: string) => `companies/${companyId}/logo`,
  companiesPrefix: 'companies/',
  domain: (domain: string) => `domains/${domain}.json`,
  invite: (email: string) => `invites/${encodeURIComponent(email)}.json`,
  invitesPrefix: 'invites/',
} as const;
