// Deploy-time migration function: CloudFormation runs it (custom resource) after the cluster exists, with
// the same migration list the local runtime applies on start.
import { migrate, migrations } from '@kinwell/database';
import { databaseFromEnv } from '../runtime/aws/database';

const db = databaseFromEnv();

export const handler = async (event: { RequestType?: string }) => {
  if (event.RequestType === 'Delete') return { PhysicalResourceId: 'kinwell-migrations' };
  const applied = await migrate(db, migrations);
  console.log(JSON.stringify({ level: 'info', message: 'migrations applied', applied }));
  return { PhysicalResourceId: 'kinwell-migrations', Data: { Applied: applied.join(',') || 'none' } };
};
