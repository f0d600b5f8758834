import { access, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { demoExperts, ExpertFile } from '@kinwell/company-cli';
import { addExpert, type BookingStore, type ExpertAccountAdmin } from '@kinwell/core';

/**
 * On the first start of a data directory with experts (a marker of its own, so directories seeded before get them
 * too, and experts retired on purpose do not come back): the demo experts, their accounts and weekly hours. No
 * invitation mail: the README says how to sign in as one.
 */
export async function seedDemoExperts(
  dataDir: string,
  deps: { store: BookingStore; accounts: ExpertAccountAdmin },
): Promise<boolean> {
  const marker = join(dataDir, 'seeded-experts');
  if (
    await access(marker).then(
      () => true,
      () => false,
    )
  )
    return false;
  for (const file of demoExperts) {
    const { availability, ...expert } = ExpertFile.parse(file);
    if (await deps.store.getExpert(expert.id)) continue;
    await addExpert({ ...deps, invite: async () => undefined }, expert, availability);
  }
  await writeFile(marker, new Date().toISOString());
  return true;
}
