import { describeBookingContract } from '@kinwell/testing';
import { databaseOnFakeDataApi } from './rds-data-database.fixture';

// The same store as the local runtime's, through the Data API: its parameter types, its errors' SQLSTATE (a lost
// race must still read as a taken slot) and its transactions by id.
describeBookingContract('Bookings on RdsDataDatabase over a fake Data API', databaseOnFakeDataApi);
