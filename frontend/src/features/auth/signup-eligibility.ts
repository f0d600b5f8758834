import { emailDomain, normalizeEmail } from '@kinwell/core';
import { appConfig } from '../../lib/config';
import { companyApi } from './auth-api';

export interface Eligibility {
  eligible: boolean;
  /** The company the address belongs to, when its domain is a client company's. */
  companyId?: string;
}

/**
 * Spec section 5: may this address sign up? The default company's domain is public; any other domain must be
 * a client company's, else the address must have been invited. The server checks again at sign-up: when a
 * lookup fails here, sign-up goes ahead and lets the server decide.
 */
export async function checkEligibility(rawEmail: string): Promise<Eligibility> {
  const email = normalizeEmail(rawEmail);
  const domain = emailDomain(email);
  if (!domain || domain === appConfig.defaultCompanyDomain) return { eligible: true };
  try {
    const company = await companyApi.validateDomain(domain);
    if (company.valid) return company.companyId ? { eligible: true, companyId: company.companyId } : { eligible: true };
    const { invited } = await companyApi.checkInvite(email);
    return { eligible: invited };
  } catch {
    return { eligible: true };
  }
}
