import { describeCoachStoreContract } from '@kinwell/testing';
import { databaseOnFakeDataApi } from './rds-data-database.fixture';

// The same repository as the local runtime's, through the Data API (JSON and timestamps come back as text).
describeCoachStoreContract('Coach conversation on RdsDataDatabase over a fake Data API', databaseOnFakeDataApi);
