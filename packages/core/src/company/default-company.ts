/** The brand used when no company applies (spec §3, §9). Invites name it '0'. */
export const DEFAULT_COMPANY_ID = 'default';
export const INVITE_DEFAULT_COMPANY_ID = '0';

export const DEFAULT_BRAND_COLORS = { primary: '#1ab69d', secondary: '#ee4a62' } as const;

/** Invites carry '0' for the default company; everything else stores the real id. */
export function companyIdFromInvite(companyId: string): string {
  return companyId === INVITE_DEFAULT_COMPANY_ID ? DEFAULT_COMPANY_ID : companyId;
}
