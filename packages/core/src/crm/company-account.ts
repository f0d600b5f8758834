import type { CompanyDirectory } from '../company/company-directory';
import { DEFAULT_COMPANY_ID } from '../company/default-company';

/**
 * The CRM account of the caller's company: from the domain claim of their email, else from the company
 * that invited them. Undefined for someone of no company (the default one has no account).
 */
export async function companyAccountIdOf(companies: CompanyDirectory, email: string): Promise<string | undefined> {
  const eligibility = await companies.eligibility(email);
  if (eligibility.accountId) return eligibility.accountId;
  if (!eligibility.companyId || eligibility.companyId === DEFAULT_COMPANY_ID) return undefined;
  return (await companies.get(eligibility.companyId))?.accountId;
}

/** The name of the company whose CRM account this is, for the built-in CRM to make the account on first use. */
export async function companyNameOfAccount(
  companies: CompanyDirectory,
  accountId: string,
): Promise<string | undefined> {
  return (await companies.list()).find((company) => company.accountId === accountId)?.name;
}
