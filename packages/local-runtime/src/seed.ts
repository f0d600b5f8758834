import { access, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { demoCompany, registerCompany } from '@kinwell/company-cli';
import type { CompanyDirectory } from '@kinwell/core';

/**
 * On the first start of a data directory, adds the demo company (domain acme.example). A marker file
 * records that it ran, so a company removed on purpose does not come back.
 */
export async function seedDemoData(dataDir: string, companies: CompanyDirectory): Promise<boolean> {
  const marker = join(dataDir, 'seeded');
  if (
    await access(marker).then(
      () => true,
      () => false,
    )
  )
    return false;
  if (!(await companies.get(demoCompany.companyId))) await registerCompany(companies, demoCompany);
  await writeFile(marker, new Date().toISOString());
  return true;
}
