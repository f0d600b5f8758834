import { describeChatStoreContract } from '@kinwell/testing';
import { databaseOnFakeDataApi } from './rds-data-database.fixture';

// The same repositories as the local runtime's, through the Data API (numbers, booleans and timestamps as it sends them).
describeChatStoreContract('Chat on RdsDataDatabase over a fake Data API', databaseOnFakeDataApi);
