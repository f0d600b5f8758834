import { describeProgressContract } from '@kinwell/testing';
import { databaseOnFakeDataApi } from './rds-data-database.fixture';

// The same repositories as the local runtime's, through the Data API (its parameter types and answers included).
describeProgressContract('Progress on RdsDataDatabase over a fake Data API', databaseOnFakeDataApi);
