import { RDSDataClient } from '@aws-sdk/client-rds-data';
import { describeCoachStoreContract, RdsDataApiFake } from '@kinwell/testing';
import { RdsDataDatabase } from './rds-data-database';

// The same repository as the local runtime's, through the Data API (JSON and timestamps come back as text).
describeCoachStoreContract('Coach conversation on RdsDataDatabase over a fake Data API', async () => {
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
    }),
    cleanup: async () => {
      mock.restore();
      await fake.close();
    },
  };
});
