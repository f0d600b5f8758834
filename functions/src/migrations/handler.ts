// Deploy-time migration function: CloudFormation runs it (custom resource) after the cluster exists, with
// the same migration list the local runtime applies on start.
import { migrate, migrations } from '@kinwell/database';
import type { Context } from 'aws-lambda';
import { remainingInvocationTime, withInvocationDeadline } from '../http/invocation-deadline';
import { databaseFromEnv } from '../runtime/aws/database';
import { lambdaTelemetry } from '../runtime/aws/telemetry';

// A paused dev or staging cluster takes a while to resume: a deploy waits for it, within the function's
// five minutes, rather than fail on the first DatabaseResumingException.
const db = databaseFromEnv(process.env, { maxAttempts: 20, remainingTimeMs: remainingInvocationTime });

export const handler = async (event: { RequestType?: string }, context: Context) => {
  if (event.RequestType === 'Delete') return { PhysicalResourceId: 'kinwell-migrations' };
  const applied = await withInvocationDeadline(context, () => migrate(db, migrations));
  lambdaTelemetry.logger.info('migrations applied', { applied });
  return { PhysicalResourceId: 'kinwell-migrations', Data: { Applied: applied.join(',') || 'none' } };
};
