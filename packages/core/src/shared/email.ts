/** Emails are trimmed and lowercased before any lookup (spec §5), so one address has one key. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The domain part of an address, normalized; undefined when the address has none. */
export function emailDomain(email: string): string | undefined {
  const normalized = normalizeEmail(email);
  const at = normalized.lastIndexOf('@');
  if (at < 1 || at === normalized.length - 1) return undefined;
  return normalized.slice(at + 1);
}

export function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '');
}
