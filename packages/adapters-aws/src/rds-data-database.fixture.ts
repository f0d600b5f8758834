import { RDSDataClient } from '@aws-sdk/client-rds-data';
import { RdsDataApiFake, RecordingLog } from '@kinwell/testing';
import { RdsDataDatabase } from './rds-data-database';

/**
 * An RdsDataDatabase on a fake Data API (PGlite behind the SDK's own client), for the stores' contract suites: the
 * same SQL as the local runtime's, through the Data API's parameter types, answers and errors.
 */
export async function databaseOnFakeDataApi(): Promise<{ db: RdsDataDatabase; cleanup: () => Promise<void> }> {
  const fake = await RdsDataApiFake.create();
  const client = new RDSDataClient({
    region: 'eu-west-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });
  const mock = fake.install(client);
  return {
    db: new RdsDataDatabase({
      client,
      resourceArn: 'arn:aws:rds:eu-west-1:123456789012:cluster:kinwell-test',
      secretArn: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:kinwell-test-AbCdEf',
      database: 'kinwell',
      log: new RecordingLog(),
    }),
    cleanup: async () => {
      mock.restore();
      await fake.close();
    },
  };
}
