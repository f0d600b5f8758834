import { randomInt } from 'node:crypto';
import type { Company, CompanyDirectory } from '@kinwell/core';

export type LogoSource = { body: Uint8Array; contentType: string } | { url: string };

export interface NewCompany {
  companyId: string;
  name: string;
  domains: string[];
  colors: { primary: string; secondary: string };
  /** The company's CRM account id; generated (Zoho-like, 19 digits) when not given. */
  accountId?: string | undefined;
  logo?: LogoSource | undefined;
}

/** The logo route of the company endpoint group; relative, so it works on any host. */
export const companyLogoUrl = (companyId: string) => `/api/s3/company-logo/${companyId}`;

const generatedAccountId = () =>
  `${randomInt(1, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e9)).padStart(9, '0')}`;

/** Adds a company with its domains and logo: what the CLI's `add` and the demo seed both do. */
export async function registerCompany(directory: CompanyDirectory, input: NewCompany): Promise<Company> {
  const logoUrl = input.logo && 'url' in input.logo ? input.logo.url : companyLogoUrl(input.companyId);
  const company = await directory.create({
    companyId: input.companyId,
    name: input.name,
    domains: input.domains,
    colors: input.colors,
    accountId: input.accountId ?? generatedAccountId(),
    logoUrl,
  });
  if (input.logo && 'body' in input.logo) {
    await directory.saveLogo(company.companyId, input.logo.body, input.logo.contentType);
  }
  return company;
}
